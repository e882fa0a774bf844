import { webMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Link, NavLink } from '@/components/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { withNext } from '@/features/auth/utils/paths';
import { hasSignedOut, sessionEndReason, useCredentials } from '@/lib/credentials';

/**
 * issue 58: the competition switcher loads with the pages that show it (its call, its answer's check and the
 * remembered choice stay out of the entry chunk, ADR 098).
 */
const CompetitionSwitcher = lazy(async () => ({
  default: (await import('@/components/competition-switcher')).CompetitionSwitcher,
}));

const tabs = [
  { to: '/profile', label: 'Profile', isPublic: false },
  { to: '/leaderboard', label: 'Leaderboard', isPublic: true },
  { to: '/upcoming-matches', label: 'Upcoming matches', isPublic: true },
  // Ours (issue 58): the competitions' tables and knockout rounds.
  // Like the other tabs' words, here: the tournament's words stay out of the entry chunk (ADR 098).
  { to: '/competitions', label: 'Competitions', isPublic: true },
  // Ours (issue 12): private leagues; /profile itself stays PROFILE's alone (`end`).
  { to: '/profile/private-league', label: 'Leagues', isPublic: false },
] as const;

/**
 * The dashboard (spec §2): its tabs over the page. spec §6: a visitor reads the leaderboard and the upcoming fixtures
 * here too (issue 55), with the two tabs they may open and a way in to predict; the other pages are `SignedInOnly`.
 */
export function DashboardShell() {
  const credentials = useCredentials();
  const { pathname, search } = useLocation();
  const shown = credentials ? tabs : tabs.filter((tab) => tab.isPublic);
  const next = `${pathname}${search}`;

  return (
    <div className="page-container py-6 sm:py-10">
      <nav aria-label="Dashboard">
        {/* Two rows of two fit a 360 px screen; from sm up the four tabs sit in one row, sized to their labels. */}
        <ul className="grid grid-cols-2 gap-1 rounded-xl border border-pitch-600 bg-pitch-800/70 p-1 sm:flex sm:w-max">
          {shown.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/profile'}
                className={({ isActive }) =>
                  clsx(
                    'display flex h-full items-center justify-center rounded-lg px-2 py-2.5 text-center text-sm tracking-wider transition-colors sm:px-4 sm:text-base',
                    isActive ? 'bg-accent text-pitch-950' : 'text-chalk-muted hover:bg-pitch-700 hover:text-chalk',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {!credentials && (
        <aside
          aria-label="Sign in to play"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/40 bg-accent/10 p-3 sm:p-4"
        >
          <p className="text-chalk">{webMessages.visitorPrompt}</p>
          <div className="flex gap-2">
            <Link to={withNext('/sign-in', next)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              Sign in
            </Link>
            <Link to={withNext('/sign-up', next)} className={buttonClassName({ size: 'sm' })}>
              Sign up
            </Link>
          </div>
        </aside>
      )}
      {/* issue 58: the matches and the leaderboard show one competition (the leaderboard all of them too). */}
      {(/^\/upcoming-matches\/?$/.test(pathname) || pathname.startsWith('/leaderboard')) && (
        <div className="mt-4">
          <Suspense fallback={null}>
            <CompetitionSwitcher offerAll={pathname.startsWith('/leaderboard')} />
          </Suspense>
        </div>
      )}
      <div className="mt-6 sm:mt-8">
        <Outlet />
      </div>
    </div>
  );
}

/**
 * The dashboard pages only a player may open. Without stored credentials it sends the visitor to sign in and back here
 * afterwards (issue 13: a protected deep link survives sign-in; the spec's "to /" lost it).
 */
export function SignedInOnly() {
  const credentials = useCredentials();
  const { pathname, search } = useLocation();
  if (!credentials) {
    // Signed out on purpose: the landing page (spec §2). Blocked: sign-in, which says so, with nothing to return to.
    if (hasSignedOut()) return <Navigate to="/" replace />;
    if (sessionEndReason() === 'blocked') return <Navigate to="/sign-in" replace />;
    return <Navigate to={withNext('/sign-in', `${pathname}${search}`)} replace />;
  }
  return <Outlet />;
}
