import { clsx } from 'clsx';
import { Navigate, NavLink, Outlet } from 'react-router';
import { useCredentials } from '@/lib/credentials';

const tabs = [
  { to: '/profile', label: 'Profile' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/upcoming-matches', label: 'Upcoming matches' },
] as const;

/** The signed-in group (spec §2); without stored credentials it sends the user to /. */
export function DashboardShell() {
  const credentials = useCredentials();
  if (!credentials) return <Navigate to="/" replace />;

  return (
    <div className="page-container py-6 sm:py-10">
      <nav aria-label="Dashboard">
        {/* Three equal columns fit a 360 px screen; from sm up the tabs size to their labels. */}
        <ul className="grid grid-cols-3 gap-1 rounded-xl border border-pitch-600 bg-pitch-800/70 p-1 sm:flex sm:w-max">
          {tabs.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
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
