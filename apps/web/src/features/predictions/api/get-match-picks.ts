import { type MatchPicks } from '@scoreline/contracts';
import { matchPicksResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /match/{id}/picks: everyone's predictions for a match, revealed at kick-off (issue #5). */
export async function getMatchPicks({
  matchId,
  signal,
}: {
  matchId: number;
  signal?: AbortSignal;
}): Promise<MatchPicks> {
  const { data } = await apiRequest(`/match/${matchId}/picks`, {
    auth: 'none',
    schema: matchPicksResponseCheck,
    signal,
  });
  return data;
}

export function getMatchPicksQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: queryKeys.matches.picks(matchId),
    queryFn: ({ signal }) => getMatchPicks({ matchId, signal }),
  });
}

export function useMatchPicks(matchId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getMatchPicksQueryOptions(matchId), enabled });
}
