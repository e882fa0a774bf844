import { type Injury } from '@scoreline/contracts';
import { injuriesResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/api/injuries/{id}: injured and suspended players of both teams. */
export async function getInjuries({ matchId, signal }: { matchId: number; signal?: AbortSignal }): Promise<Injury[]> {
  const { data } = await apiRequest(`/match/api/injuries/${matchId}`, {
    auth: 'none',
    schema: injuriesResponseCheck,
    signal,
  });
  return data;
}

export function getInjuriesQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: queryKeys.matches.injuries(matchId),
    queryFn: ({ signal }) => getInjuries({ matchId, signal }),
  });
}

export function useInjuries(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInjuriesQueryOptions(matchId), enabled });
}
