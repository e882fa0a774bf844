import { type HeadToHeadFixture } from '@scoreline/contracts';
import { headToHeadResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

type Teams = { homeTeamId: number; awayTeamId: number };

/** spec §7 GET /match/api/head2head/{homeTeamId}/{awayTeamId}: past meetings of the two clubs. */
export async function getHeadToHead({
  homeTeamId,
  awayTeamId,
  signal,
}: Teams & { signal?: AbortSignal }): Promise<HeadToHeadFixture[]> {
  const { data } = await apiRequest(`/match/api/head2head/${homeTeamId}/${awayTeamId}`, {
    auth: 'none',
    schema: headToHeadResponseCheck,
    signal,
  });
  return data;
}

export function getHeadToHeadQueryOptions({ homeTeamId, awayTeamId }: Teams) {
  return queryOptions({
    queryKey: queryKeys.matches.headToHead(homeTeamId, awayTeamId),
    queryFn: ({ signal }) => getHeadToHead({ homeTeamId, awayTeamId, signal }),
  });
}

export function useHeadToHead(teams: Teams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getHeadToHeadQueryOptions(teams), enabled });
}
