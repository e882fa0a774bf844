import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import { afterFirstPaint } from '@/lib/first-paint';

/**
 * issue 14 (ADR 041): every page is its own chunk, loaded with React.lazy the first time its route renders. The
 * router (BrowserRouter) moves between pages in a transition, so the page on screen stays until the next one's chunk
 * has arrived; this store says meanwhile that a page is on its way (the bar in the root layout). Loads made before the
 * first page has shown are the first load's, which the page's own fallback already shows.
 */
type PageModule = { default: ComponentType };

let firstPageShown = false;
let pending = 0;
let settled: Array<() => void> = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
  if (pending > 0) return;
  const waiting = settled;
  settled = [];
  for (const resolve of waiting) resolve();
}

async function track(load: () => Promise<PageModule>): Promise<PageModule> {
  const shown = firstPageShown;
  pending += 1;
  if (shown) changed();
  try {
    return await load();
  } finally {
    pending -= 1;
    firstPageShown = true;
    changed();
  }
}

/** A route's page, loaded on first render. */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  return lazy(() => track(load));
}

/**
 * A page whose heading the entry draws while its chunk loads on a first visit (PageFallback): the chunk is asked for
 * once that frame is on screen (lib/first-paint.ts).
 */
export function lazyPageAfterPaint(load: () => Promise<PageModule>): ComponentType {
  return lazy(() =>
    track(async () => {
      await afterFirstPaint();
      return load();
    }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page has been on screen since the app started (the first page's chunk has arrived). */
export function hasShownFirstPage(): boolean {
  return firstPageShown;
}

/** Whether the player is moving to a page whose chunk is still loading (not the first load). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => firstPageShown && pending > 0,
    () => false,
  );
}

/** Resolves once no page chunk is loading (tests start on a page that has loaded). */
export function pagesLoaded(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => settled.push(resolve));
}
