import { leaveLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /private-leagues/{id}/leave: answers the server's message ('You have left <name>'…). */
export async function leaveLeague(leagueId: number): Promise<{ message: string | undefined }> {
  const { message } = await apiRequest(`/private-leagues/${leagueId}/leave`, {
    method: 'POST',
    schema: leaveLeagueResponseCheck,
  });
  return { message };
}

export function useLeaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveLeague,
    onSuccess: (_answer, leagueId) => {
      queryClient.removeQueries({ queryKey: queryKeys.leagues.detail(leagueId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.leagues.mine() });
    },
  });
}
