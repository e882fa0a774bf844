import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppToaster } from '@/lib/toaster';
import EmailVerifiedPage from '../routes/email-verified-page';
import ForgotPasswordPage from '../routes/forgot-password-page';
import NewPasswordPage from '../routes/new-password-page';
import PasswordResetSuccessPage from '../routes/password-reset-success-page';
import ResetPasswordPage from '../routes/reset-password-page';
import SignInPage from '../routes/sign-in-page';
import SignUpPage from '../routes/sign-up-page';
import VerifyEmailPage from '../routes/verify-email-page';
import VerifyOtpPage from '../routes/verify-otp-page';

/** The auth screens at their spec §2 addresses, plus stand-ins for where they lead. */
const routes: RouteObject[] = [
  { path: '/sign-in', Component: SignInPage },
  { path: '/sign-up', Component: SignUpPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/new-password', Component: NewPasswordPage },
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/verify-otp/:email', Component: VerifyOtpPage },
  { path: '/verify-email/:email', Component: VerifyEmailPage },
  { path: '/success', Component: EmailVerifiedPage },
  { path: '/password-reset-success', Component: PasswordResetSuccessPage },
  { path: '/upcoming-matches', element: <h1>Upcoming matches page</h1> },
  { path: '/leaderboard', element: <h1>Leaderboard page</h1> },
  { path: '/terms-of-use', element: <h1>Terms page</h1> },
];

export function renderAuthRoute(path: string) {
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

type Handler = (body: unknown, init: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (the path after /api/v1). GET /config answers the
 * spec §9 defaults and the development outbox is absent unless a test says otherwise.
 */
export function stubApi(handlers: Record<string, Handler | Response> = {}) {
  const fetchMock = vi.fn<typeof fetch>((input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${url.replace(/^\/api\/v1/, '')}`;
    const handler =
      handlers[key] ??
      {
        'GET /config': Response.json({ success: true, data: { otpLength: 4, otpResendSeconds: 60, demo: false } }),
        'GET /dev/mail.json': new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
      }[key];
    if (!handler) return Promise.reject(new Error(`No stub for ${key}`));
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(typeof handler === 'function' ? handler(body, init) : handler.clone());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint, e.g. sentBodies(fetchMock, 'POST /auth/sign-in'). */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init = {}]) => `${init.method ?? 'GET'} ${String(input).replace(/^\/api\/v1/, '')}` === key)
    .map(([, init = {}]) => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined));
}

export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: false, message, ...extra }, { status });
}

/** Setup shared by the auth screen tests: react-hot-toast checks reduced motion through matchMedia. */
export function setUpAuthScreens() {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
}

export function tearDownAuthScreens() {
  act(() => {
    toast.remove();
  });
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
}
