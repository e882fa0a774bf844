import type { CompetitionSeason } from '@scoreline/contracts';
import { competitionSeasonsResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /competitions (public, issue 58): each competition-season with its kind, season, current stage and status. */
export async function getCompetitions({ signal }: { signal?: AbortSignal } = {}): Promise<CompetitionSeason[]> {
  const { data } = await apiRequest('/competitions', { auth: 'none', schema: competitionSeasonsResponseCheck, signal });
  return data;
}

export function getCompetitionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.competitionSeasons(),
    queryFn: ({ signal }) => getCompetitions({ signal }),
  });
}

export const useCompetitions = () => useQuery(getCompetitionsQueryOptions());
