import { type Lineup } from '@scoreline/contracts';
import { lineupsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/api/lineups/{id}: both teams' line-ups ([] until the provider has them). */
export async function getLineups({ matchId, signal }: { matchId: number; signal?: AbortSignal }): Promise<Lineup[]> {
  const { data } = await apiRequest(`/match/api/lineups/${matchId}`, {
    auth: 'none',
    schema: lineupsResponseCheck,
    signal,
  });
  return data;
}

export function getLineupsQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: queryKeys.matches.lineups(matchId),
    queryFn: ({ signal }) => getLineups({ matchId, signal }),
  });
}

export function useLineups(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLineupsQueryOptions(matchId), enabled });
}
