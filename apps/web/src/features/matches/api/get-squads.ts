import { type Squad } from '@scoreline/contracts';
import { squadsResponseCheck } from '@scoreline/contracts/answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /match/api/squads/{id}: both clubs' season squads (the embedded season's; [] with a provider). */
export async function getSquads({ matchId, signal }: { matchId: number; signal?: AbortSignal }): Promise<Squad[]> {
  const { data } = await apiRequest(`/match/api/squads/${matchId}`, {
    auth: 'none',
    schema: squadsResponseCheck,
    signal,
  });
  return data;
}

export function useSquads(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.matches.squads(matchId),
    queryFn: ({ signal }) => getSquads({ matchId, signal }),
    // A season's squad does not change while the page is open.
    staleTime: Infinity,
    enabled,
  });
}
