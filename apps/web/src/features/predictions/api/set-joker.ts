import { roundJokerResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * issue 59 (docs/decisions/108): PUT /match/{id}/joker puts the round's joker on this match's pick (moving it from
 * another match of the round); DELETE takes it off. Answered with the round's joker and the product's message.
 */
export async function setJoker(matchId: number, on: boolean): Promise<{ message: string | undefined }> {
  const { message } = await apiRequest(`/match/${matchId}/joker`, {
    method: on ? 'PUT' : 'DELETE',
    auth: 'required',
    schema: roundJokerResponseCheck,
  });
  return { message };
}

/**
 * The card's joker toggle: one change at a time per round's cards (a move changes two of them), then the round lists
 * and every match shown are refetched, so each card of the round shows where the joker is now.
 */
export function useSetJoker(matchId: number) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.matches.rounds() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.matches.detail(matchId), exact: true }),
    ]);
  return useMutation({
    mutationFn: (on: boolean) => setJoker(matchId, on),
    scope: { id: 'joker' },
    onSettled: refetch,
  });
}
