import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';
import { PageLoader } from '@/components/page-loader';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardShell } from './layouts/dashboard-shell';
import { RootLayout } from './layouts/root-layout';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** spec §2: every screen of the product, in one table. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorFallback,
    children: [
      {
        // Pathless, so a page's error (or the first page load) renders inside the header and footer.
        ErrorBoundary: ErrorFallback,
        HydrateFallback: PageLoader,
        children: [
          { index: true, lazy: page(() => import('@/features/landing/routes/landing-page')) },
          { path: 'terms-of-use', lazy: page(() => import('@/features/terms/routes/terms-page')) },
          {
            Component: AuthLayout,
            children: [
              { path: 'sign-in', lazy: page(() => import('@/features/auth/routes/sign-in-page')) },
              { path: 'sign-up', lazy: page(() => import('@/features/auth/routes/sign-up-page')) },
              { path: 'forgot-password', lazy: page(() => import('@/features/auth/routes/forgot-password-page')) },
              { path: 'new-password', lazy: page(() => import('@/features/auth/routes/new-password-page')) },
              { path: 'reset-password', lazy: page(() => import('@/features/auth/routes/reset-password-page')) },
              // The spec gives no route for the password reset success page; this one is ours.
              {
                path: 'password-reset-success',
                lazy: page(() => import('@/features/auth/routes/password-reset-success-page')),
              },
              // Without an e-mail the pages redirect to /sign-in (spec §2), so the bare paths route there too.
              { path: 'verify-otp/:email?', lazy: page(() => import('@/features/auth/routes/verify-otp-page')) },
              { path: 'verify-email/:email?', lazy: page(() => import('@/features/auth/routes/verify-email-page')) },
              { path: 'success', lazy: page(() => import('@/features/auth/routes/email-verified-page')) },
            ],
          },
          {
            Component: DashboardShell,
            children: [
              { path: 'profile', lazy: page(() => import('@/features/profile/routes/profile-page')) },
              // The spec gives no route for the edit profile page; this one is ours.
              { path: 'profile/edit', lazy: page(() => import('@/features/profile/routes/edit-profile-page')) },
              {
                path: 'profile/private-league',
                lazy: page(() => import('@/features/private-leagues/routes/private-league-page')),
              },
              { path: 'leaderboard', lazy: page(() => import('@/features/leaderboard/routes/leaderboard-page')) },
              { path: 'leaderboard/:id', lazy: page(() => import('@/features/leaderboard/routes/leaderboard-page')) },
              {
                path: 'upcoming-matches',
                lazy: page(() => import('@/features/matches/routes/upcoming-matches-page')),
              },
              {
                path: 'upcoming-matches/:id',
                lazy: page(() => import('@/features/matches/routes/match-detail-page')),
              },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found-page')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
