import { useLayoutEffect } from 'react';

/**
 * issue 14: the build pre-renders the pages every visitor sees alike (`src/prerender.tsx`, `scripts/prerender.mjs`),
 * so a phone paints them before any script has run. The copy is inert and sits before `#root`, which stays hidden
 * (styles.css) until React has drawn the same page; then the copy goes and the app shows, in one frame.
 */
export function removePrerendered(): void {
  document.getElementById('prerendered')?.remove();
}

/** Called by a page that is pre-rendered (and by the error page), once React has drawn it. */
export function useHandOverPrerendered(): void {
  useLayoutEffect(removePrerendered, []);
}
