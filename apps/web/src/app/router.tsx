import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/error-fallback';
import { PageFallback } from '@/components/page-fallback';
import { pageHeadings } from '@/config/page-headings';
import { PageLoader } from '@/components/page-loader';
import { afterFirstPaint } from '@/lib/first-paint';
import { Home } from './home';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardShell } from './layouts/dashboard-shell';
import { RootLayout } from './layouts/root-layout';

/**
 * Each page is its own chunk, loaded when its route is first visited. Pages live in ./routes and compose the features
 * (docs/decisions/011); features never import each other.
 */
type PageModule = () => Promise<{ default: ComponentType }>;
const page = (load: PageModule) => async () => ({ Component: (await load()).default });

/**
 * issue 14: a page whose heading the entry draws while the page's chunk loads on a first visit; the chunk is asked for
 * once that frame is on screen (lib/first-paint.ts). The heading must sit where the page draws its own.
 */
const pageWithHeading = (title: string, load: PageModule): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => {
    await afterFirstPaint();
    return { Component: (await load()).default };
  },
  HydrateFallback: () => <PageFallback title={title} />,
});

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
          { index: true, Component: Home },
          { path: 'terms-of-use', lazy: page(() => import('./routes/terms-of-use')) },
          {
            Component: AuthLayout,
            children: [
              { path: 'sign-in', lazy: page(() => import('./routes/auth/sign-in')) },
              { path: 'sign-up', lazy: page(() => import('./routes/auth/sign-up')) },
              { path: 'forgot-password', lazy: page(() => import('./routes/auth/forgot-password')) },
              { path: 'new-password', lazy: page(() => import('./routes/auth/new-password')) },
              { path: 'reset-password', lazy: page(() => import('./routes/auth/reset-password')) },
              // The spec gives no route for the password reset success page; this one is ours.
              {
                path: 'password-reset-success',
                lazy: page(() => import('./routes/auth/password-reset-success')),
              },
              // Without an e-mail the pages redirect to /sign-in (spec §2), so the bare paths route there too.
              { path: 'verify-otp/:email?', lazy: page(() => import('./routes/auth/verify-otp')) },
              { path: 'verify-email/:email?', lazy: page(() => import('./routes/auth/verify-email')) },
              { path: 'success', lazy: page(() => import('./routes/auth/email-verified')) },
            ],
          },
          {
            Component: DashboardShell,
            children: [
              { path: 'profile', lazy: page(() => import('./routes/dashboard/profile')) },
              // The spec gives no route for the edit profile page; this one is ours.
              { path: 'profile/edit', lazy: page(() => import('./routes/dashboard/edit-profile')) },
              {
                path: 'profile/private-league',
                lazy: page(() => import('./routes/dashboard/private-league')),
              },
              // Ours (issue 12): a private league's page.
              { path: 'profile/private-league/:id', lazy: page(() => import('./routes/dashboard/league')) },
              {
                path: 'leaderboard',
                ...pageWithHeading(pageHeadings.leaderboard, () => import('./routes/dashboard/leaderboard')),
              },
              {
                path: 'leaderboard/:id',
                ...pageWithHeading(pageHeadings.leaderboard, () => import('./routes/dashboard/leaderboard')),
              },
              {
                path: 'upcoming-matches',
                ...pageWithHeading(pageHeadings.upcomingMatches, () => import('./routes/dashboard/upcoming-matches')),
              },
              {
                path: 'upcoming-matches/:id',
                lazy: page(() => import('./routes/dashboard/match')),
              },
            ],
          },
          // The share link of a league's invitation code (issue 12); signed out it goes through sign-in first.
          { path: 'join/:code', lazy: page(() => import('./routes/join-league')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
