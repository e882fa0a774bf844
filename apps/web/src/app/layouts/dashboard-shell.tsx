import { clsx } from 'clsx';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NavLink } from '@/components/link';
import { withNext } from '@/features/auth/utils/paths';
import { hasSignedOut, sessionEndReason, useCredentials } from '@/lib/credentials';

const tabs = [
  { to: '/profile', label: 'Profile' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/upcoming-matches', label: 'Upcoming matches' },
  // Ours (issue 12): private leagues; /profile itself stays PROFILE's alone (`end`).
  { to: '/profile/private-league', label: 'Leagues' },
] as const;

/**
 * The signed-in group (spec §2). Without stored credentials it sends the visitor to sign in and back here afterwards
 * (issue 13: a protected deep link survives sign-in; the spec's "to /" lost it).
 */
export function DashboardShell() {
  const credentials = useCredentials();
  const { pathname, search } = useLocation();
  if (!credentials) {
    // Signed out on purpose: the landing page (spec §2). Blocked: sign-in, which says so, with nothing to return to.
    if (hasSignedOut()) return <Navigate to="/" replace />;
    if (sessionEndReason() === 'blocked') return <Navigate to="/sign-in" replace />;
    return <Navigate to={withNext('/sign-in', `${pathname}${search}`)} replace />;
  }

  return (
    <div className="page-container py-6 sm:py-10">
      <nav aria-label="Dashboard">
        {/* Two rows of two fit a 360 px screen; from sm up the four tabs sit in one row, sized to their labels. */}
        <ul className="grid grid-cols-2 gap-1 rounded-xl border border-pitch-600 bg-pitch-800/70 p-1 sm:flex sm:w-max">
          {tabs.map(({ to, label }) => (
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
      <div className="mt-6 sm:mt-8">
        <Outlet />
      </div>
    </div>
  );
}
