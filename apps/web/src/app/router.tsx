import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/page-fallback';
import { pageHeadings } from '@/config/page-headings';
import { PageLoader } from '@/components/page-loader';
import { FirstLoadSuspense } from './first-load-suspense';
import { AfterFlow, DuringReset } from './flow-guards';
import { Home } from './home';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardShell, SignedInOnly } from './layouts/dashboard-shell';
import { RootLayout } from './layouts/root-layout';
import { lazyPage, lazyPageAfterPaint } from './page-loads';

/**
 * Each page is its own chunk, loaded when its route is first visited (./page-loads.ts). Pages live in ./routes and
 * compose the features (docs/decisions/011); features never import each other. React Router's declarative routes
 * (useRoutes), not its data router: no route here has a loader or an action, and the data router was 18 KiB of the
 * first load's JavaScript (issue 14, ADR 041).
 */
function page(Page: ComponentType) {
  return (
    <FirstLoadSuspense fallback={<PageLoader />}>
      <Page />
    </FirstLoadSuspense>
  );
}

/**
 * issue 14: a page whose heading the entry draws while the page's chunk loads on a first visit; the chunk is asked for
 * once that frame is on screen (lib/first-paint.ts). The heading must sit where the page draws its own.
 */
function pageWithHeading(title: string, Page: ComponentType) {
  return (
    <FirstLoadSuspense fallback={<PageFallback title={title} />}>
      <Page />
    </FirstLoadSuspense>
  );
}

const TermsOfUse = lazyPage(() => import('./routes/terms-of-use'));
const SignIn = lazyPage(() => import('./routes/auth/sign-in'));
const SignUp = lazyPage(() => import('./routes/auth/sign-up'));
const ForgotPassword = lazyPage(() => import('./routes/auth/forgot-password'));
const NewPassword = lazyPage(() => import('./routes/auth/new-password'));
const PasswordResetSuccess = lazyPage(() => import('./routes/auth/password-reset-success'));
const VerifyOtp = lazyPage(() => import('./routes/auth/verify-otp'));
const VerifyEmail = lazyPage(() => import('./routes/auth/verify-email'));
const EmailVerified = lazyPage(() => import('./routes/auth/email-verified'));
const Profile = lazyPage(() => import('./routes/dashboard/profile'));
const EditProfile = lazyPage(() => import('./routes/dashboard/edit-profile'));
const PrivateLeagues = lazyPage(() => import('./routes/dashboard/private-league'));
const League = lazyPage(() => import('./routes/dashboard/league'));
const Leaderboard = lazyPageAfterPaint(() => import('./routes/dashboard/leaderboard'));
const UpcomingMatches = lazyPageAfterPaint(() => import('./routes/dashboard/upcoming-matches'));
const Match = lazyPage(() => import('./routes/dashboard/match'));
const Competitions = lazyPage(() => import('./routes/dashboard/competitions'));
const Competition = lazyPage(() => import('./routes/dashboard/competition'));
const JoinLeague = lazyPage(() => import('./routes/join-league'));
const Unsubscribe = lazyPage(() => import('./routes/unsubscribe'));
const NotFound = lazyPage(() => import('./routes/not-found'));

/** spec §2: every screen of the product, in one table. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Pathless: the group of pages the root layout shows (tests put a page of their own in it).
        children: [
          { index: true, element: <Home /> },
          { path: 'terms-of-use', element: page(TermsOfUse) },
          {
            element: <AuthLayout />,
            children: [
              { path: 'sign-in', element: page(SignIn) },
              { path: 'sign-up', element: page(SignUp) },
              { path: 'forgot-password', element: page(ForgotPassword) },
              { path: 'new-password', element: <DuringReset>{page(NewPassword)}</DuringReset> },
              // spec §2 lists both /new-password ("Set new password after verification") and /reset-password ("Reset
              // password page": a new password with confirmation, then /sign-in). They describe one step, so there is
              // one page, and /reset-password is another address of it.
              { path: 'reset-password', element: <Navigate to="/new-password" replace /> },
              // The spec gives no route for the password reset success page; this one is ours.
              { path: 'password-reset-success', element: <AfterFlow>{page(PasswordResetSuccess)}</AfterFlow> },
              // Without an e-mail there is nothing to verify: the pages send the visitor to /sign-in (spec §2).
              { path: 'verify-otp', element: <Navigate to="/sign-in" replace /> },
              { path: 'verify-otp/:email', element: page(VerifyOtp) },
              { path: 'verify-email', element: <Navigate to="/sign-in" replace /> },
              { path: 'verify-email/:email', element: page(VerifyEmail) },
              { path: 'success', element: <AfterFlow>{page(EmailVerified)}</AfterFlow> },
            ],
          },
          {
            element: <DashboardShell />,
            children: [
              {
                element: <SignedInOnly />,
                children: [
                  { path: 'profile', element: page(Profile) },
                  // The spec gives no route for the edit profile page; this one is ours.
                  { path: 'profile/edit', element: page(EditProfile) },
                  { path: 'profile/private-league', element: page(PrivateLeagues) },
                  // Ours (issue 12): a private league's page.
                  { path: 'profile/private-league/:id', element: page(League) },
                  { path: 'upcoming-matches/:id', element: page(Match) },
                ],
              },
              // spec §6: visitors read the leaderboard and the upcoming fixtures (issue 55).
              { path: 'leaderboard', element: pageWithHeading(pageHeadings.leaderboard, Leaderboard) },
              { path: 'leaderboard/:id', element: pageWithHeading(pageHeadings.leaderboard, Leaderboard) },
              {
                path: 'upcoming-matches',
                element: pageWithHeading(pageHeadings.upcomingMatches, UpcomingMatches),
              },
              // Ours (issue 58, ADR 104): the competitions played, a tournament's groups and knockout rounds.
              { path: 'competitions', element: page(Competitions) },
              { path: 'competitions/:slug', element: page(Competition) },
            ],
          },
          // The share link of a league's invitation code (issue 12); signed out it goes through sign-in first.
          { path: 'join/:code', element: page(JoinLeague) },
          // Ours (issue 60, ADR 115): a reminder e-mail's unsubscribe link, signed in or not.
          { path: 'unsubscribe/:token', element: page(Unsubscribe) },
          { path: '*', element: page(NotFound) },
        ],
      },
    ],
  },
];
