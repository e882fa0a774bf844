import { useLayoutEffect } from 'react';

/**
 * issue 14: the build pre-renders the pages every visitor sees alike (`src/prerender.tsx`, `scripts/prerender.mjs`),
 * so a phone paints them before any script has run. The copy is inert and sits before `#root`, which stays hidden
 * (styles.css) until React has drawn the same page; then the copy goes and the app shows, in one frame.
 */
const copyId = 'prerendered';
/** The class the session check in <head> (src/prerender.tsx) puts on <html> when a session is stored. */
export const sessionClass = 'has-session';

export function removePrerendered(): void {
  document.getElementById(copyId)?.remove();
}

/**
 * At start: whether a pre-rendered copy is on screen. One that a stored session keeps hidden is not needed, so it
 * goes at once.
 */
export function takePrerendered(): boolean {
  if (document.documentElement.classList.contains(sessionClass)) removePrerendered();
  return document.getElementById(copyId) !== null;
}

/** Called by a page that is pre-rendered (and by the error page), once React has drawn it. */
export function useHandOverPrerendered(): void {
  useLayoutEffect(removePrerendered, []);
}
