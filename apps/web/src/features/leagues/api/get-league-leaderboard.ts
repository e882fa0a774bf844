import { type LeagueLeaderboard } from '@scoreline/contracts';
import { leagueLeaderboardResponseCheck } from '@scoreline/contracts/answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys, type LeaderboardPageParams } from '@/lib/api/query-keys';

/** GET /private-leagues/{id}/score: the global leaderboard restricted to the members, with the round winners. */
export async function getLeagueLeaderboard({
  leagueId,
  params,
  signal,
}: {
  leagueId: number;
  params: LeaderboardPageParams;
  signal?: AbortSignal;
}): Promise<LeagueLeaderboard> {
  const { data } = await apiRequest(`/private-leagues/${leagueId}/score`, {
    query: params,
    schema: leagueLeaderboardResponseCheck,
    signal,
  });
  return data;
}

export function getLeagueLeaderboardQueryOptions(leagueId: number, params: LeaderboardPageParams) {
  return queryOptions({
    queryKey: queryKeys.leagues.score(leagueId, params),
    queryFn: ({ signal }) => getLeagueLeaderboard({ leagueId, params, signal }),
  });
}

export const useLeagueLeaderboard = (
  leagueId: number,
  params: LeaderboardPageParams,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getLeagueLeaderboardQueryOptions(leagueId, params), enabled, placeholderData: keepPreviousData });
