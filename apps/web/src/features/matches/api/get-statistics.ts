import { type TeamStatistics } from '@scoreline/contracts';
import { statisticsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/api/statistics/{id}: per-team statistics ([] until the match starts). */
export async function getStatistics({
  matchId,
  signal,
}: {
  matchId: number;
  signal?: AbortSignal;
}): Promise<TeamStatistics[]> {
  const { data } = await apiRequest(`/match/api/statistics/${matchId}`, {
    auth: 'none',
    schema: statisticsResponseCheck,
    signal,
  });
  return data;
}

export function getStatisticsQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: queryKeys.matches.statistics(matchId),
    queryFn: ({ signal }) => getStatistics({ matchId, signal }),
  });
}

export function useStatistics(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStatisticsQueryOptions(matchId), enabled });
}
