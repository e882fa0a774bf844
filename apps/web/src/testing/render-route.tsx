import type { Credentials } from '@scoreline/contracts';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { pagesLoaded } from '@/app/page-loads';
import { AppRoutes } from '@/app/app-routes';
import { routes } from '@/app/router';
import { saveCredentials } from '@/lib/credentials';
import { createQueryClient } from '@/lib/query-client';
import { server } from './network';
import { RouterProbe, type TestRouter } from './router-probe';

export type RenderRouteOptions = {
  /** Signed in as this player (stored as the sign-in answer would store them); a visitor when absent. */
  user?: Credentials;
  /** msw handlers for this test, in front of the default ones (testing/handlers.ts). */
  handlers?: RequestHandler[];
  /**
   * Renders this element as the page at `path`, inside the real app (providers, root layout, every other route):
   * for a section that no route shows in the state under test.
   */
  element?: ReactElement;
};

/** The app's routes with `element` as the page at `path` (matched before the real page there). */
function routesWithPage(path: string, element: ReactElement): RouteObject[] {
  const [root] = routes;
  const pages = root?.children?.[0];
  if (!root || root.index || !pages || pages.index || !pages.children) {
    throw new Error('router.tsx: expected a root route with a pathless page group');
  }
  const pathname = new URL(path, 'http://scoreline.test').pathname;
  const page: RouteObject = pathname === '/' ? { index: true, element } : { path: pathname.slice(1), element };
  return [{ ...root, children: [{ ...pages, children: [page, ...pages.children] }] }];
}

/**
 * The one way a web test renders (docs/decisions/011): the real router at `path` with the app's providers (a fresh
 * query cache without retries, the toaster), the network answered by msw. Resolves once the first page has loaded.
 * `input` types and clicks like a person (user-event), also under fake timers.
 */
export async function renderRoute(path: string, { user, handlers = [], element }: RenderRouteOptions = {}) {
  if (user) saveCredentials(user);
  if (handlers.length > 0) server.use(...handlers);
  const router = {} as TestRouter;
  const follow = (now: TestRouter) => Object.assign(router, now);
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe onChange={follow} />
        <AppRoutes table={element ? routesWithPage(path, element) : routes} />
      </MemoryRouter>
    </AppProvider>,
  );
  // Pages are lazy chunks: wait for the first one, so a test starts on the page it asked for.
  await act(() => pagesLoaded());
  const input = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  return { router, queryClient, input };
}
