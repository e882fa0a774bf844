import { type HomeMatches } from '@scoreline/contracts';
import { homeMatchesResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/home (public): the next fixtures to kick off, for the landing page. */
export async function getHomeMatches({ signal }: { signal?: AbortSignal } = {}): Promise<HomeMatches> {
  const { data } = await apiRequest('/match/home', { auth: 'none', schema: homeMatchesResponseCheck, signal });
  return data;
}

export function getHomeMatchesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.matches.home(),
    queryFn: ({ signal }) => getHomeMatches({ signal }),
  });
}

export function useHomeMatches() {
  return useQuery(getHomeMatchesQueryOptions());
}
