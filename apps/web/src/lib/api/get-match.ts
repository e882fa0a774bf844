import { type Match } from '@scoreline/contracts';
import { matchResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** spec §7 GET /match/{id}: one match, with the caller's prediction when signed in. */
export async function getMatch({ matchId, signal }: { matchId: number; signal?: AbortSignal }): Promise<Match> {
  const { data } = await apiRequest(`/match/${matchId}`, { auth: 'optional', schema: matchResponseCheck, signal });
  return data;
}

export function getMatchQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: queryKeys.matches.detail(matchId),
    queryFn: ({ signal }) => getMatch({ matchId, signal }),
  });
}

export function useMatch(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMatchQueryOptions(matchId), enabled });
}
