import { appUpdateMessages } from '@scoreline/contracts/plain';
import { Workbox } from 'workbox-window';
import { toast } from '@/lib/toast';

/**
 * Registers the service worker (issue 60, ADR 116), loaded by main.tsx once the page has loaded, so the first load
 * carries none of it. A new version found later (the browser checks /sw.js at each visit) is
 * announced, and taken at the next change of page, never in the middle of one: the waiting worker is told to take
 * over and the page reloads on it (workbox-window's recipe). The Navigation API sees the router's changes of page;
 * where a browser lacks it, the new version is taken once every tab of the app is closed, as any worker's update is.
 */

const workbox = new Workbox('/sw.js', { scope: '/' });

function takeUpdate(): void {
  workbox.addEventListener('controlling', () => {
    window.location.reload();
  });
  workbox.messageSkipWaiting();
}

workbox.addEventListener('waiting', () => {
  toast(appUpdateMessages.newVersionReady, { id: 'new-version', duration: 10_000 });
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const announcedOn = window.location.pathname;
  const onPageChange = () => {
    if (window.location.pathname === announcedOn) return;
    navigation?.removeEventListener('currententrychange', onPageChange);
    takeUpdate();
  };
  navigation?.addEventListener('currententrychange', onPageChange);
});

// A browser that refuses workers here (a private window of some, a policy, a test that blocks them) runs the app
// without one, as before.
workbox.register().catch(() => undefined);
