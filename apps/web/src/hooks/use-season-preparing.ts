import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** How often the app looks again while the season is being prepared (the embedded run's first seconds). */
const PREPARING_POLL_MS = 1_000;

/**
 * Whether the server is still preparing the season (issue 14): GET /health/preparation says so while the embedded run
 * imports the season and scores the matches already played. Once it says no more, every query is fetched again, so
 * the points and rankings shown meanwhile are replaced by the prepared ones. A failure counts as prepared: the
 * screens report their own errors. (Checked without zod, as the first load is: docs/decisions/024.)
 */
export function useSeasonPreparing(): boolean {
  const queryClient = useQueryClient();
  const { data: preparing = false } = useQuery({
    queryKey: queryKeys.readiness(),
    queryFn: async ({ signal }) => {
      try {
        const { data } = await apiRequest('/health/preparation', { auth: 'none', signal });
        return (data as { preparing?: unknown }).preparing === true;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data ? PREPARING_POLL_MS : false),
  });

  const sawPreparing = useRef(false);
  useEffect(() => {
    if (preparing) sawPreparing.current = true;
    else if (sawPreparing.current) {
      sawPreparing.current = false;
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.readiness()[0] });
    }
  }, [preparing, queryClient]);
  return preparing;
}
