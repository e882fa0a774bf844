import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where the window was scrolled on each entry of the history, by the entry's key: kept for the tab's life in
 * sessionStorage, so Back after a reload still lands where the player was.
 */
const storageKey = 'scoreline.scroll';
const positions = new Map<string, number>(readSaved());
/** The history entry whose page is on screen. */
let shown: string | undefined;

function readSaved(): Array<[string, number]> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(saved) ? (saved as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}

function save(): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Storage full or refused: positions are kept for this page's life only.
  }
}

/**
 * What the browser does for a site of documents, for a single-page app: a new page starts at its top (or at the
 * element its #hash names), and Back or Forward returns to where that page was scrolled. React Router's
 * <ScrollRestoration> needs its data router (ADR 041); this is the same rule for the declarative one.
 */
export function useScrollRestoration(): void {
  const { key: routerKey, pathname, search, hash } = useLocation();
  const action = useNavigationType();
  // Every page loaded as a document (an address typed, a link from elsewhere, a reload) has React Router's key
  // 'default': told apart by its address, a page loaded afresh in the tab does not open where the last one was.
  const key = routerKey === 'default' ? `default:${pathname}${search}` : routerKey;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // One listener for the app's life, writing to the entry on screen: the scroll a new page causes (the old one's
    // height going, the jump to the top) is the new entry's, as `shown` changes before the browser reports it.
    const onScroll = () => {
      if (shown !== undefined) positions.set(shown, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    shown = key;
    const saved = action === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return restore(saved);
    const target = hash ? elementNamed(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, action]);
}

/** The element a #hash names; none for a hash that is not valid percent-encoding. */
function elementNamed(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null;
  }
}

/**
 * Scrolls back to `y`. A page still loading (its chunk or its data) is shorter than it was: the position is tried
 * again as the page grows, until it is reached, the player scrolls or presses a key, or 3 s have passed.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1 || typeof ResizeObserver === 'undefined') return () => undefined;
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const playerMoved = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = setTimeout(stop, 3_000);
  function stop() {
    growth.disconnect();
    clearTimeout(timer);
    for (const type of playerMoved) window.removeEventListener(type, stop);
  }
  growth.observe(document.body);
  for (const type of playerMoved) window.addEventListener(type, stop, { passive: true });
  return stop;
}
