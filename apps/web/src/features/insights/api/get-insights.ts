import { type Insights } from '@scoreline/contracts';
import { insightsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /users/{id}/insights (issue #11): points per round, rank after each round, rates, tendency, teams. */
export async function getInsights({ userId, signal }: { userId: number; signal?: AbortSignal }): Promise<Insights> {
  const { data } = await apiRequest(`/users/${userId}/insights`, { schema: insightsResponseCheck, signal });
  return data;
}

export function getInsightsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.insights.detail(userId),
    queryFn: ({ signal }) => getInsights({ userId, signal }),
  });
}

export function useInsights(userId: number) {
  return useQuery(getInsightsQueryOptions(userId));
}
