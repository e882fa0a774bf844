import { type Competition } from '@scoreline/contracts';
import { competitionsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/api/leagues: the competitions whose clubs a player can support. */
export async function getCompetitions({ signal }: { signal?: AbortSignal } = {}): Promise<Competition[]> {
  const { data } = await apiRequest('/match/api/leagues', {
    auth: 'optional',
    schema: competitionsResponseCheck,
    signal,
  });
  return data;
}

export function getCompetitionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.competitions.all,
    queryFn: ({ signal }) => getCompetitions({ signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCompetitions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompetitionsQueryOptions(), enabled });
}
