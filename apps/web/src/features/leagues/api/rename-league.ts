import { privateLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PATCH /private-leagues/{id} {leagueName} (owner only). */
export async function renameLeague({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  const { data, message } = await apiRequest(`/private-leagues/${leagueId}`, {
    method: 'PATCH',
    body: { leagueName },
    schema: privateLeagueResponseCheck,
  });
  return { league: data, message };
}

export function useRenameLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
  });
}
