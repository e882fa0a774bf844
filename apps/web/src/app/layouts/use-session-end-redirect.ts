import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
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
  useEffect(
    () =>
      onSessionEnded((reason) => {
        queryClient.clear();
        const here = `${window.location.pathname}${window.location.search}`;
        void navigate(reason === 'expired' ? withNext('/sign-in', here) : '/sign-in', { replace: true });
      }),
    [navigate, queryClient],
  );
}
