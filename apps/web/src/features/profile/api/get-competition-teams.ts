import { type CompetitionTeam } from '@scoreline/contracts';
import { competitionTeamsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/api/leagues/{leagueId}/teams: a competition's clubs ({team {id, name, logo}}). */
export async function getCompetitionTeams({
  competitionId,
  signal,
}: {
  competitionId: number;
  signal?: AbortSignal;
}): Promise<CompetitionTeam[]> {
  const { data } = await apiRequest(`/match/api/leagues/${competitionId}/teams`, {
    auth: 'optional',
    schema: competitionTeamsResponseCheck,
    signal,
  });
  return data;
}

export function getCompetitionTeamsQueryOptions(competitionId: number) {
  return queryOptions({
    queryKey: queryKeys.competitions.teams(competitionId),
    queryFn: ({ signal }) => getCompetitionTeams({ competitionId, signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCompetitionTeams(competitionId: number | undefined) {
  return useQuery({ ...getCompetitionTeamsQueryOptions(competitionId ?? 0), enabled: competitionId !== undefined });
}
