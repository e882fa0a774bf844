import { type CompetitionSeason } from '@scoreline/contracts';
import { competitionSeasonsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /competitions (issue 58): the competitions played, the default one first; signed in, each says whether the
 * player has predicted in it (`playing`). The competition switcher and the competitions page read it.
 */
export async function getCompetitionSeasons({
  viewerId,
  signal,
}: {
  viewerId: number | undefined;
  signal?: AbortSignal;
}): Promise<CompetitionSeason[]> {
  const { data } = await apiRequest('/competitions', {
    auth: viewerId === undefined ? 'none' : 'optional',
    schema: competitionSeasonsResponseCheck,
    signal,
  });
  return data;
}

export function getCompetitionSeasonsQueryOptions(viewerId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.competitionSeasons.list(viewerId ?? 'guest'),
    queryFn: ({ signal }) => getCompetitionSeasons({ viewerId, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCompetitionSeasons(viewerId: number | undefined) {
  return useQuery(getCompetitionSeasonsQueryOptions(viewerId));
}
