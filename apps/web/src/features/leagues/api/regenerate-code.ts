import { privateLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /private-leagues/{id}/code (owner only): a new invitation code; the old one stops working. */
export async function regenerateCode(leagueId: number) {
  const { data, message } = await apiRequest(`/private-leagues/${leagueId}/code`, {
    method: 'POST',
    schema: privateLeagueResponseCheck,
  });
  return { league: data, message };
}

export function useRegenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
  });
}
