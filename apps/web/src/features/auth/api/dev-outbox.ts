import { isSuccessEnvelope } from '@scoreline/contracts/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * Whether the API keeps a development outbox (no SMTP_URL, never in production), served at the
 * site root rather than under /api/v1. Elsewhere /dev/mail.json is the SPA's index.html (also 200),
 * so only a JSON outbox counts. (Not `import.meta.env.DEV` as well: under Vite only /api is proxied,
 * so a /dev/mail link would land on the app's 404 page until vite.config.ts proxies /dev too.)
 */
async function hasDevOutbox(signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/dev/mail.json', { headers: { Accept: 'application/json' }, signal });
    if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return false;
    const outbox: unknown = await response.json();
    return isSuccessEnvelope(outbox) && Array.isArray(outbox.data);
  } catch {
    return false;
  }
}

export const devOutboxQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.devOutbox(),
    queryFn: ({ signal }) => hasDevOutbox(signal),
    staleTime: Infinity,
    retry: false,
  });

export const useHasDevOutbox = (): boolean => useQuery(devOutboxQueryOptions()).data ?? false;
