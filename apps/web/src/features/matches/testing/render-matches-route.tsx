import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppToaster } from '@/lib/toaster';
import MatchDetailPage from '../routes/match-detail-page';
import UpcomingMatchesPage from '../routes/upcoming-matches-page';

const routes: RouteObject[] = [
  { path: '/upcoming-matches', Component: UpcomingMatchesPage },
  { path: '/upcoming-matches/:id', Component: MatchDetailPage },
];

/** The match-centre pages at their spec §2 addresses, with a fresh query cache and the toaster. */
export function renderMatchesRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return router;
}

type Answer = Response | ((url: URL, init: RequestInit) => Response | Promise<Response>);

/**
 * Stubs fetch: `answer(url, init)` is called with the full URL (path after /api/v1 and query) and may return
 * undefined for an unexpected call, which then fails like a network error.
 */
export function stubFetch(answer: (url: URL, init: RequestInit) => Answer | undefined) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw.replace(/^\/api\/v1/, ''), 'http://scoreline.test');
    const found = answer(url, init);
    if (!found) throw new TypeError(`No stub for ${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    return typeof found === 'function' ? found(url, init) : found.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (data: unknown, message?: string) => Response.json({ success: true, message, data });
