import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withNext } from '@/features/auth/utils/paths';
import { onSessionEnded } from '@/lib/credentials';

/**
 * A session the server refused (issue 13): the old session's data is forgotten and the player is taken to sign-in at
 * once, where the reason is said (blocked, spec §6; or ended). An ended session comes back to the same page after
 * signing in; a blocked one has nowhere to come back to.
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The router's address, not the window's: the same under every router (a public page such as the leaderboard, issue
  // 55, no longer sends anyone to sign-in by itself).
  const { pathname, search } = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);
  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.clear();
        void navigate(reason === 'expired' ? withNext('/sign-in', here.current) : '/sign-in', { replace: true });
      }),
    [navigate, queryClient],
  );
}
