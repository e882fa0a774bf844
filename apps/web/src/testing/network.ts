import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/**
 * The network of every web test (docs/decisions/011): msw answers at the fetch level, so the app's real API client
 * (headers, envelopes, timeouts) runs. A request without a handler fails the test (onUnhandledRequest: 'error').
 */
export const server = setupServer(...defaultHandlers);

type SentRequest = { method: string; path: string; search: string; headers: Headers; body: Promise<string> };

const sent: SentRequest[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  sent.push({
    method: request.method,
    path: url.pathname.replace(/^\/api\/v1/, ''),
    search: url.search,
    headers: new Headers(request.headers),
    body: request.clone().text(),
  });
});

export function forgetSentRequests(): void {
  sent.length = 0;
}

/** The requests sent so far to one endpoint, keyed 'METHOD /path' (the path after /api/v1, without the query). */
export function sentRequests(key: string): SentRequest[] {
  return sent.filter((request) => `${request.method} ${request.path}` === key);
}

/** The JSON bodies sent so far to one endpoint, e.g. `await sentBodies('POST /auth/sign-in')`. */
export async function sentBodies(key: string): Promise<unknown[]> {
  const bodies = await Promise.all(sentRequests(key).map((request) => request.body));
  return bodies.map((body) => (body ? (JSON.parse(body) as unknown) : undefined));
}
