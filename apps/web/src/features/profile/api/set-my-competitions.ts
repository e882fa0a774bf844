import type { CompetitionSeason } from '@scoreline/contracts';
import { competitionSeasonsResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * PUT /user/competitions {competitions} (issue 58, docs/decisions/107): the player's competitions replaced; the answer is
 * the competitions list as the player now sees it, which the switcher reads at once.
 */
export async function setMyCompetitions(
  competitions: string[],
): Promise<{ competitions: CompetitionSeason[]; message: string | undefined }> {
  const { data, message } = await apiRequest('/user/competitions', {
    method: 'PUT',
    body: { competitions },
    schema: competitionSeasonsResponseCheck,
  });
  return { competitions: data, message };
}

export function useSetMyCompetitions(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyCompetitions,
    onSuccess: ({ competitions }) => {
      queryClient.setQueryData(queryKeys.competitionSeasons.list(viewerId), competitions);
    },
  });
}
