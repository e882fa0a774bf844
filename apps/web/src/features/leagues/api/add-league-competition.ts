import { privateLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /private-leagues/{id}/competitions {competition} (owner only; issue 58, ADR 106): one more competition. */
export async function addLeagueCompetition({ leagueId, competition }: { leagueId: number; competition: string }) {
  const { data, message } = await apiRequest(`/private-leagues/${leagueId}/competitions`, {
    method: 'POST',
    body: { competition },
    schema: privateLeagueResponseCheck,
  });
  return { league: data, message };
}

export function useAddLeagueCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLeagueCompetition,
    // The league's detail and its tables ('all' sums one more competition).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
  });
}
