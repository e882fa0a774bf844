import { predictionResponseSchema, type PredictionBody } from '@scoreline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getMatchQueryOptions } from './get-match';
import { roundMatchesQueryKey } from './get-round-matches';

/** spec §7 POST /prediction {matchId, prediction: 'H:A'} (bearer), answered {success, message}. */
export async function submitPrediction(body: PredictionBody): Promise<{ message: string | undefined }> {
  const { message } = await apiRequest('/prediction', {
    method: 'POST',
    body,
    auth: 'required',
    schema: predictionResponseSchema,
  });
  return { message };
}

/**
 * spec §4: only one submission at a time per match — mutations sharing a scope run one after another. On success
 * the round lists and the match are refetched (the card turns 'Prediction Applied') before the mutation settles.
 */
export function useSubmitPrediction(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prediction: string) => submitPrediction({ matchId, prediction }),
    scope: { id: `prediction-${matchId}` },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roundMatchesQueryKey }),
        queryClient.invalidateQueries({ queryKey: getMatchQueryOptions(matchId).queryKey, exact: true }),
      ]),
  });
}
