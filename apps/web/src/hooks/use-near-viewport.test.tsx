import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** A section that says whether it has come near the screen, as the insights' charts ask before drawing. */
function Section() {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  return <div ref={ref}>{isNear ? 'drawn' : 'waiting'}</div>;
}

/** The browser's IntersectionObserver as far as the hook uses it: `scrollNear()` is the reader scrolling there. */
function observerThatScrolls() {
  const watched: { callback: IntersectionObserverCallback; margin: string | undefined; disconnected: boolean }[] = [];
  class StandIn {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      watched.push({ callback, margin: options?.rootMargin, disconnected: false });
    }
    observe() {}
    disconnect() {
      watched.at(-1)!.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', StandIn);
  return {
    watched,
    scrollNear: () =>
      act(() => watched.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('waits until the section comes within 600 px of the screen, then stays drawn', () => {
    const browser = observerThatScrolls();
    render(<Section />);
    expect(screen.getByText('waiting')).toBeDefined();
    expect(browser.watched.at(-1)?.margin).toBe('600px');
    browser.scrollNear();
    expect(screen.getByText('drawn')).toBeDefined();
    expect(browser.watched.at(-1)?.disconnected).toBe(true);
  });

  it('draws at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByText('drawn')).toBeDefined();
  });
});
