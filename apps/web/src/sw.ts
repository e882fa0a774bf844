/// <reference lib="webworker" />
/**
 * The service worker (issue 60, ADR 116), built by vite-plugin-pwa (injectManifest) with Workbox's modules.
 * - The app shell is precached (index.html, the entry's and the pages' scripts and styles, the icons; the list is the
 *   plugin's `globPatterns` in vite.config.ts). Pages are asked of the network first, so the server's pre-rendered
 *   pages and their policies still come from it; only without a connection is the precached shell answered.
 * - The reads a round page makes are answered from the network, and from a cache while offline, keyed by the URL and
 *   by who asked (a hash of the bearer token), so one player's answers are never another's; a sign-out empties it.
 * - Web push: a notification from the payload, and a click focuses (or opens) the app on the link.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { apiCacheName } from './lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first installation serves the page that installed it at once (offline from the first visit); an update waits
// until the page asks for it (the announcement, then the next change of page: app/layouts/use-new-version.ts).
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Pages from the network (pre-rendered ones included); the precached shell only when the network fails. */
const shellWhenOffline: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
};
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [shellWhenOffline] }), { denylist: [/^\/api(\/|$)/, /^\/dev\//] }),
);

/** The reads a round page makes: the round's matches, the competitions, the public settings, the player's record. */
const roundReads = [
  /^\/api\/v1\/match$/,
  /^\/api\/v1\/competitions$/,
  /^\/api\/v1\/config$/,
  /^\/api\/v1\/health\/preparation$/,
  /^\/api\/v1\/users\/\d+$/,
];

async function callerOf(request: Request): Promise<string> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return 'guest';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Each answer is kept under its URL and its caller: a player's cached round is never shown to another. */
const perCaller: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = new URL(request.url);
    key.searchParams.set('__caller', await callerOf(request));
    return key.href;
  },
};
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && roundReads.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: apiCacheName,
    plugins: [
      perCaller,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

/** A push message's payload (issue 60): the server's reminder, with the link it leads to. */
type PushPayload = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

self.addEventListener('push', (event: PushEvent) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(text(payload.title) ?? 'Scoreline', {
      body: text(payload.body),
      tag: text(payload.tag),
      icon: '/icons/icon-192.png',
      data: { url: text(payload.url) ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const asked = new URL(text((event.notification.data as { url?: unknown } | null)?.url) ?? '/', self.location.origin);
  // Only the app's own pages: a payload cannot send the player elsewhere.
  const url = asked.origin === self.location.origin ? asked.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(url));
      const focused = await open.focus();
      await focused.navigate(url).catch(() => undefined);
    })(),
  );
});
