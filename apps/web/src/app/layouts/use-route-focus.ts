import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const headingSelector = 'main h1';
/** How long a page may take to show its heading (a lazy page's own data) before we stop waiting for it. */
const waitMs = 3_000;

/** The page's own heading: not the one a loading page's stand-in draws (`aria-busy`, components/page-fallback.tsx). */
function pageHeading(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(headingSelector)].find(
    (heading) => !heading.closest('[aria-busy="true"]'),
  );
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After every route change, focus moves to the new page's main heading (issue 13), as a screen reader or keyboard
 * user expects of a page load; not on the first load, where the browser's own start applies, and not when only the
 * query changes (a filter, a page of the table), where the user's place is kept.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const now = pageHeading();
    if (now) {
      focusHeading(now);
      return;
    }
    // The page is still loading its content: focus its heading as soon as it appears.
    const observer = new MutationObserver(() => {
      const heading = pageHeading();
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
    }, waitMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
