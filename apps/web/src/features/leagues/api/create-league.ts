import { type PrivateLeague } from '@scoreline/contracts';
import { privateLeagueMessages } from '@scoreline/contracts/plain';
import { privateLeagueResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * spec §7 POST /private-leagues {leagueName}: 201 with the league and its invitation code. Issue 58 (ADR 106): the
 * competitions it plays, by slug (the default competition when left out).
 */
export async function createLeague({
  competitions,
  ...rest
}: {
  leagueName: string;
  competitions?: string[];
  /** Issue 59 (ADR 112): the league's rules (on when left out). */
  jokers?: boolean;
  bonus?: boolean;
}): Promise<{ league: PrivateLeague; message: string }> {
  const { data, message } = await apiRequest('/private-leagues', {
    method: 'POST',
    body: competitions ? { ...rest, competitions } : rest,
    schema: privateLeagueResponseCheck,
  });
  return { league: data, message: message ?? privateLeagueMessages.created };
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.mine() }),
  });
}
