import { type PredictionBatch, type PredictionBatchBody } from '@scoreline/contracts';
import { predictionBatchResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { predictionMutationKeys } from '../hooks/use-submitting-matches';

/** Issue 13: POST /predictions — a round's picks in one request, each answered on its own. */
export async function savePredictions(items: PredictionBatchBody['items']): Promise<PredictionBatch> {
  const { data } = await apiRequest('/predictions', {
    method: 'POST',
    body: { items },
    auth: 'required',
    schema: predictionBatchResponseCheck,
  });
  return data;
}

/**
 * One batch at a time, never with a card's own submit for the same match (useSubmittingMatches); afterwards the rounds
 * and the matches show what the server saved.
 */
export function useSavePredictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: predictionMutationKeys.batch,
    mutationFn: savePredictions,
    scope: { id: 'prediction-batch' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.matches.rounds() }),
  });
}
