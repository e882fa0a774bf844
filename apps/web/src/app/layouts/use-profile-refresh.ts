import { useEffect } from 'react';
import { userResponseSchema } from '@scoreline/contracts';
import { apiRequest } from '@/lib/api-client';
import { readCredentials, signOutBlockedAccount, updateCredentials } from '@/lib/credentials';

/**
 * spec §4 app load: with stored credentials, fetch the profile; a non-active account is signed out with
 * the blocked message, otherwise the stored credentials are refreshed with the profile's fields. A 401
 * (expired or revoked session) or 403 is handled by the API client (credentials cleared).
 */
export function useProfileRefresh(): void {
  useEffect(() => {
    const stored = readCredentials();
    if (!stored) return;
    const controller = new AbortController();
    apiRequest(`/users/${stored.id}`, { schema: userResponseSchema, signal: controller.signal })
      .then(({ data }) => {
        if (data.status !== 'active') signOutBlockedAccount();
        else updateCredentials(data);
      })
      // Network trouble must not sign anyone out; the API client already acted on 401/403.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
}
