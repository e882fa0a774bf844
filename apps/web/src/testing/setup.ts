import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetSentRequests, server } from './network';

// The web project's setup (vitest.config.ts): msw answers every request, and a request no handler answers fails the
// test; what one test changed (handlers, storage, toasts, timers) never reaches the next.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  // jsdom has neither media queries (react-hot-toast asks for reduced motion) nor layout or scrolling.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined }));
  vi.stubGlobal('scrollTo', vi.fn());
  Element.prototype.scrollTo = vi.fn();
  Element.prototype.scrollBy = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  cleanup();
  server.resetHandlers();
  forgetSentRequests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
