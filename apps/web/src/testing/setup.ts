import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetSentRequests, server } from './network';

// The web project's setup (vitest.config.ts): msw answers every request, and a request no handler answers fails the
// test; what one test changed (handlers, storage, toasts, timers) never reaches the next.
// findBy… waits up to 8 s: the first visit to a lazy route page transforms its chunk, slow on two busy cores.
configure({ asyncUtilTimeout: 8_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

// jsdom has <dialog> without its modal methods: open and close it as the browser would, minus the top layer.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// jsdom has no 2D canvas and logs an error when asked for one; a page that asks gets none, as in a browser without
// canvas support.
HTMLCanvasElement.prototype.getContext = () => null;

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
