import type { LeagueRulesBody } from '@scoreline/contracts';
import { privateLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /private-leagues/{id}/rules {jokers, bonus} (owner only, until they lock; issue 59, ADR 112). */
export async function changeLeagueRules({ leagueId, ...rules }: LeagueRulesBody & { leagueId: number }) {
  const { data, message } = await apiRequest(`/private-leagues/${leagueId}/rules`, {
    method: 'PUT',
    body: rules,
    schema: privateLeagueResponseCheck,
  });
  return { league: data, message };
}

export function useChangeLeagueRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLeagueRules,
    // The league's detail and its tables (its table counts jokers or not).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
  });
}
