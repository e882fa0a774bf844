import { type Pins } from '@scoreline/contracts';
import { pinMessages } from '@scoreline/contracts/plain';
import { pinsResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** POST /pins {userId}: pins a player (at most 20; the server says so past it). */
export async function pinPlayer(userId: number): Promise<{ pins: Pins; message: string }> {
  const { data, message } = await apiRequest('/pins', { method: 'POST', body: { userId }, schema: pinsResponseCheck });
  return { pins: data, message: message ?? pinMessages.pinned };
}

/** Every leaderboard shows pins (`pinned`, `isPinned`): the global one and the leagues' are refreshed. */
export function usePinPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPlayer,
    onSuccess: ({ pins }) => {
      queryClient.setQueryData(queryKeys.pins(), pins);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
      ]);
    },
  });
}
