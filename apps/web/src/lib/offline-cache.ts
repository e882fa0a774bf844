/**
 * The service worker's cache of API answers (issue 60, ADR 116): the current round's reads, kept so the round shows
 * offline. Named here so the page can empty it: a sign-out, or a session the server ended, forgets every answer kept,
 * and no later player of the device sees them (the worker also keys each answer by its caller: src/sw.ts).
 */
export const apiCacheName = 'scoreline-api';

/** Forgets the API answers the service worker kept; nothing to do where there is no Cache API (tests, old browsers). */
export function forgetCachedAnswers(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(apiCacheName).catch(() => undefined);
}
