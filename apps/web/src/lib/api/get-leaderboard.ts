import { type Leaderboard } from '@scoreline/contracts';
import { leaderboardResponseCheck } from '@scoreline/contracts/answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys, type LeaderboardPageParams } from './query-keys';

/**
 * spec §7 GET /score (public, cancellable): one page of the ranking, overall, for a round or for a date range.
 * With a viewer the bearer goes along, so the answer carries the player's own entry (`me`); without one nothing is
 * sent (the landing page's top 10).
 */
export async function getLeaderboard({
  params,
  viewerId,
  signal,
}: {
  params: LeaderboardPageParams;
  viewerId: number | undefined;
  signal?: AbortSignal;
}): Promise<Leaderboard> {
  const { data } = await apiRequest('/score', {
    query: params,
    auth: viewerId === undefined ? 'none' : 'optional',
    schema: leaderboardResponseCheck,
    signal,
  });
  return data;
}

export function getLeaderboardQueryOptions(params: LeaderboardPageParams, viewerId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.leaderboard.page(params, viewerId ?? 'guest'),
    queryFn: ({ signal }) => getLeaderboard({ params, viewerId, signal }),
  });
}

export function useLeaderboard(params: LeaderboardPageParams, viewerId: number | undefined) {
  // The previous page stays on screen (marked as placeholder) while the next one loads.
  return useQuery({ ...getLeaderboardQueryOptions(params, viewerId), placeholderData: keepPreviousData });
}
