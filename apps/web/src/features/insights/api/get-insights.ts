import { type Insights } from '@scoreline/contracts';
import { insightsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /users/{id}/insights (issue #11): points per round, rank after each round, rates, tendency, teams. */
/** Of one competition (issue 58: its slug; the default competition without one). */
export async function getInsights({
  userId,
  competition,
  signal,
}: {
  userId: number;
  competition?: string;
  signal?: AbortSignal;
}): Promise<Insights> {
  const { data } = await apiRequest(`/users/${userId}/insights`, {
    query: { competition },
    schema: insightsResponseCheck,
    signal,
  });
  return data;
}

export function getInsightsQueryOptions(userId: number, competition?: string) {
  return queryOptions({
    queryKey: queryKeys.insights.detail(userId, competition),
    queryFn: ({ signal }) => getInsights({ userId, competition, signal }),
  });
}

export function useInsights(userId: number, competition?: string) {
  return useQuery(getInsightsQueryOptions(userId, competition));
}
