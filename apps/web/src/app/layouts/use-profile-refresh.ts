import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readCredentials, endStoredSession, updateCredentials } from '@/lib/credentials';
import { afterFirstPaint } from '@/lib/first-paint';

/**
 * spec §4 app load: with stored credentials, fetch the profile; a non-active account is signed out with
 * the blocked message, otherwise the stored credentials are refreshed with the profile's fields. A 401
 * (expired or revoked session) or 403 is handled by the API client (credentials cleared). The answer lands in
 * the shared cache under the player's key, where the leaderboard's player header finds it.
 */
export function useProfileRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stored = readCredentials();
    if (!stored) return;
    // Loaded here, not with the app: the profile's schema (and zod) stay out of the first load (ADR 024).
    // staleTime 0: always asked on app load; a second effect run (StrictMode) joins the request in flight. Asked once
    // the first frame is on screen, as the page's own chunk is (lib/first-paint.ts).
    afterFirstPaint()
      .then(() => import('@/lib/api/get-user'))
      .then(({ getUserQueryOptions }) =>
        queryClient.fetchQuery({ ...getUserQueryOptions(stored.id), staleTime: 0, retry: false }),
      )
      .then((user) => {
        if (readCredentials()?.id !== user.id) return; // signed out or in as someone else meanwhile
        if (user.status !== 'active') endStoredSession('blocked');
        else updateCredentials(user);
      })
      // Network trouble must not sign anyone out; the API client already acted on 401/403.
      .catch(() => undefined);
  }, [queryClient]);
}
