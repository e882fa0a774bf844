import { type PrivateLeagueDetail } from '@scoreline/contracts';
import { privateLeagueDetailResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /private-leagues/{id}: the league with its members (a non-member is told it does not exist, 404). */
export async function getLeague({
  leagueId,
  signal,
}: {
  leagueId: number;
  signal?: AbortSignal;
}): Promise<PrivateLeagueDetail> {
  const { data } = await apiRequest(`/private-leagues/${leagueId}`, {
    schema: privateLeagueDetailResponseCheck,
    signal,
  });
  return data;
}

export function getLeagueQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: queryKeys.leagues.detail(leagueId),
    queryFn: ({ signal }) => getLeague({ leagueId, signal }),
  });
}

export const useLeague = (leagueId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getLeagueQueryOptions(leagueId), enabled });
