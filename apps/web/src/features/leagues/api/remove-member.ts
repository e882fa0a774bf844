import { privateLeagueDetailResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** DELETE /private-leagues/{id}/members/{userId} (owner only): answers the league with its members. */
export async function removeMember({ leagueId, userId }: { leagueId: number; userId: number }) {
  const { data, message } = await apiRequest(`/private-leagues/${leagueId}/members/${userId}`, {
    method: 'DELETE',
    schema: privateLeagueDetailResponseCheck,
  });
  return { league: data, message };
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: ({ league }) => {
      queryClient.setQueryData(queryKeys.leagues.detail(league.id), league);
      return queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all });
    },
  });
}
