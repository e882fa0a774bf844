import { deletedLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** DELETE /private-leagues/{id} (owner only). */
export async function deleteLeague(leagueId: number) {
  const { message } = await apiRequest(`/private-leagues/${leagueId}`, {
    method: 'DELETE',
    schema: deletedLeagueResponseCheck,
  });
  return { message };
}

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeague,
    onSuccess: (_answer, leagueId) => {
      queryClient.removeQueries({ queryKey: queryKeys.leagues.detail(leagueId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.leagues.mine() });
    },
  });
}
