import { type PrivateLeague } from '@scoreline/contracts';
import { privateLeagueMessages } from '@scoreline/contracts/plain';
import { privateLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 POST /private-leagues/join {invitationCode}: the league, 'You have successfully joined <name>'. */
export async function joinLeague(invitationCode: string): Promise<{ league: PrivateLeague; message: string }> {
  const { data, message } = await apiRequest('/private-leagues/join', {
    method: 'POST',
    body: { invitationCode },
    schema: privateLeagueResponseCheck,
  });
  return { league: data, message: message ?? privateLeagueMessages.joined(data.leagueName) };
}

export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
  });
}
