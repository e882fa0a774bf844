import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Logo } from '@/components/ui/logo';
import { revokeSession } from '@/features/auth/api/sign-out';
import { signOut, useCredentials } from '@/lib/credentials';
import { useEndSession } from './use-end-session';

export function SiteHeader() {
  const { pathname } = useLocation();
  const credentials = useCredentials();
  const endSession = useEndSession();

  return (
    <header className="sticky top-0 z-30 border-b border-pitch-600/70 bg-pitch-900/85 backdrop-blur-md">
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label="Scoreline home" className="rounded-lg">
          <Logo />
        </Link>
        {/* spec §2: the header items are hidden on the landing page, which has its own calls to action. */}
        {pathname !== '/' && (
          <nav aria-label="Account" className="flex items-center gap-2">
            {credentials ? (
              <>
                {/* The stored credentials carry the profile (spec §3), so a new picture shows here at once. */}
                <Link
                  to="/profile"
                  aria-label={`Your profile, @${credentials.username}`}
                  className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold hover:bg-pitch-700/70"
                >
                  <Avatar name={credentials.username} picture={credentials.profile_picture} size="sm" />
                  <span className="max-w-[10rem] truncate max-sm:sr-only" title={credentials.username}>
                    {credentials.username}
                  </span>
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    // Best effort: leaving works locally even when the API cannot be reached.
                    revokeSession().catch(() => undefined);
                    signOut();
                    endSession();
                  }}
                >
                  Log Out
                </Button>
              </>
            ) : (
              <>
                <Link to="/sign-in" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                  Login
                </Link>
                <Link to="/sign-up" className={buttonClassName({ size: 'sm' })}>
                  Sign up
                </Link>
              </>
            )}
          </nav>
        )}
      </div>
    </header>
  );
}
