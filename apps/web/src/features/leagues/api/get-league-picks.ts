import type { LeaguePicks } from '@scoreline/contracts';
import { leaguePicksResponseCheck } from '@scoreline/contracts/answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** A round of one of the league's competitions (its first one and current round by default), or one match. */
export type LeaguePicksParams = { round?: number; competition?: string; match?: number };

/**
 * GET /private-leagues/{id}/picks (issue 59, ADR 109): the members' picks and points; a match that has not kicked off
 * carries the viewer's own pick only.
 */
export async function getLeaguePicks({
  leagueId,
  params,
  signal,
}: {
  leagueId: number;
  params: LeaguePicksParams;
  signal?: AbortSignal;
}): Promise<LeaguePicks> {
  const { data } = await apiRequest(`/private-leagues/${leagueId}/picks`, {
    query: params,
    schema: leaguePicksResponseCheck,
    signal,
  });
  return data;
}

export function getLeaguePicksQueryOptions(leagueId: number, params: LeaguePicksParams) {
  return queryOptions({
    queryKey: queryKeys.leagues.picks(leagueId, params),
    queryFn: ({ signal }) => getLeaguePicks({ leagueId, params, signal }),
  });
}

export const useLeaguePicks = (
  leagueId: number,
  params: LeaguePicksParams,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getLeaguePicksQueryOptions(leagueId, params), enabled, placeholderData: keepPreviousData });
