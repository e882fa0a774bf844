import { leaderboardResponseSchema, type Leaderboard } from '@scoreline/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toLeaderboardQuery, type LeaderboardFilter } from '../utils/leaderboard-filter';

/** spec §2: the full leaderboard shows 20 players a page. */
export const LEADERBOARD_PAGE_SIZE = 20;

/**
 * spec §7 GET /score (public, cancellable): one page of the ranking, overall, for a round or for a date range.
 * The bearer goes along when there is one, so the answer carries the player's own entry (`me`).
 */
export async function getLeaderboard({
  filter,
  page,
  signal,
}: {
  filter: LeaderboardFilter;
  page: number;
  signal?: AbortSignal;
}): Promise<Leaderboard> {
  const { data } = await apiRequest('/score', {
    query: { ...toLeaderboardQuery(filter), page, size: LEADERBOARD_PAGE_SIZE },
    auth: 'optional',
    schema: leaderboardResponseSchema,
    signal,
  });
  return data;
}

export const leaderboardQueryKey = ['leaderboard'] as const;

export function getLeaderboardQueryOptions(filter: LeaderboardFilter, page: number, viewerId: number | undefined) {
  return queryOptions({
    // The viewer is part of the key: `me` differs per signed-in player.
    queryKey: [...leaderboardQueryKey, filter, page, viewerId ?? 'guest'] as const,
    queryFn: ({ signal }) => getLeaderboard({ filter, page, signal }),
  });
}

export function useLeaderboard(filter: LeaderboardFilter, page: number, viewerId: number | undefined) {
  // The previous page stays on screen (marked as placeholder) while the next one loads.
  return useQuery({ ...getLeaderboardQueryOptions(filter, page, viewerId), placeholderData: keepPreviousData });
}
