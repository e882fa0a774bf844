import { registerSW } from 'virtual:pwa-register';
import { updateWaiting } from '@/lib/app-update';

/**
 * Registers the service worker (issue 60, ADR 116), loaded by main.tsx once the page has loaded, so the first load
 * carries none of it. A new version found later (the browser checks /sw.js on each visit) waits until the player
 * changes page: `updateSW(true)` tells it to take over and reloads the page on it.
 */
const updateSW = registerSW({
  onNeedRefresh() {
    updateWaiting(() => void updateSW(true));
  },
});
