/**
 * issue 14: on a first load the page's own chunk is asked for only once the browser has painted the frame the entry
 * draws (the header, the dashboard's tabs and the page's heading: the pages' `<Suspense>` fallbacks in app/router.tsx). On a slow
 * link a request made before that paint delays it, so the page's text waits for the page's scripts; one made after
 * does not. Only the browser's entry holds (main.tsx); elsewhere (the build's pre-rendering, tests) nothing waits.
 */
let firstPaint = Promise.resolve();

/** The longest a page's chunk waits: a page with nothing to paint, or a tab hidden meanwhile, is not held up. */
const MAX_HOLD_MS = 2_000;

/** From now until the browser reports its first contentful paint, `afterFirstPaint` waits. */
export function holdUntilFirstPaint(): void {
  // A hidden tab paints nothing; a browser without paint timing is not held.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  firstPaint = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => done(), MAX_HOLD_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

export function afterFirstPaint(): Promise<void> {
  return firstPaint;
}
