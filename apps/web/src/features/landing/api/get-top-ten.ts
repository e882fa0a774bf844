import { leaderboardResponseSchema, type Leaderboard } from '@scoreline/contracts';
import { LANDING_LEADERBOARD_ROWS } from '@scoreline/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** spec §7 GET /score?size=10 (public): the landing page's top 10 (spec §9 landing leaderboard rows). */
export async function getTopTen({ signal }: { signal?: AbortSignal } = {}): Promise<Leaderboard> {
  const { data } = await apiRequest('/score', {
    query: { page: 1, size: LANDING_LEADERBOARD_ROWS },
    auth: 'none',
    schema: leaderboardResponseSchema,
    signal,
  });
  return data;
}

export function getTopTenQueryOptions() {
  return queryOptions({
    queryKey: ['landing', 'top-ten'] as const,
    queryFn: ({ signal }) => getTopTen({ signal }),
  });
}

export function useTopTen() {
  return useQuery(getTopTenQueryOptions());
}
