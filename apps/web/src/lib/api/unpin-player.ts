import { type Pins } from '@scoreline/contracts';
import { pinMessages } from '@scoreline/contracts/plain';
import { pinsResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** DELETE /pins/{userId}. */
export async function unpinPlayer(userId: number): Promise<{ pins: Pins; message: string }> {
  const { data, message } = await apiRequest(`/pins/${userId}`, { method: 'DELETE', schema: pinsResponseCheck });
  return { pins: data, message: message ?? pinMessages.unpinned };
}

export function useUnpinPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpinPlayer,
    onSuccess: ({ pins }) => {
      queryClient.setQueryData(queryKeys.pins(), pins);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all }),
      ]);
    },
  });
}
