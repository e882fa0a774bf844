import { type PredictionBody } from '@scoreline/contracts';
import { predictionResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { hasErrorCode } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { predictionMutationKeys } from '../hooks/use-submitting-matches';

/** spec §7 POST /prediction {matchId, prediction: 'H:A'} (bearer), answered {success, message}. */
export async function submitPrediction(body: PredictionBody): Promise<{ message: string | undefined }> {
  const { message } = await apiRequest('/prediction', {
    method: 'POST',
    body,
    auth: 'required',
    schema: predictionResponseCheck,
  });
  return { message };
}

/**
 * The server refused because the card is out of date: CONFLICT (409), a different prediction is already saved
 * (e.g. from another tab); UNPROCESSABLE (422), the window has closed or the match was postponed.
 */
export const isStalePredictionError = (error: unknown): boolean => hasErrorCode(error, 'CONFLICT', 'UNPROCESSABLE');

/**
 * spec §4: only one submission at a time per match — mutations sharing a scope run one after another, and the card
 * stays busy while Save all sends its match (useSubmittingMatches). On success the round lists and the match are
 * refetched (the card turns 'Prediction Applied') before the mutation settles. A refusal from an out-of-date card
 * refetches them too, without waiting, so the card shows the server's state (applied on the saved score, closed or
 * postponed) while the refusal's toast is up.
 */
export function useSubmitPrediction(matchId: number) {
  const queryClient = useQueryClient();
  const refetchMatch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.matches.rounds() }),
      // Only the match itself: its line-ups, statistics and picks do not change with a prediction.
      queryClient.invalidateQueries({ queryKey: queryKeys.matches.detail(matchId), exact: true }),
    ]);
  return useMutation({
    mutationKey: predictionMutationKeys.card(matchId),
    mutationFn: (prediction: string) => submitPrediction({ matchId, prediction }),
    scope: { id: `prediction-${matchId}` },
    onSuccess: refetchMatch,
    onError: (error) => {
      if (isStalePredictionError(error)) void refetchMatch();
    },
  });
}
