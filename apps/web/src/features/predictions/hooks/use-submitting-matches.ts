import type { PredictionBatchBody } from '@scoreline/contracts';
import { useMutationState } from '@tanstack/react-query';

/** The mutation keys of a card's submit and of the round's Save all, which useSubmittingMatches reads back. */
export const predictionMutationKeys = {
  card: (matchId: number) => ['prediction', 'card', matchId] as const,
  batch: ['prediction', 'batch'] as const,
};

/**
 * spec §4: only one submission at a time per match. The ids of the matches with a submission in flight, from a card
 * or from Save all: a card stays busy while Save all sends its match, and Save all leaves out a match whose card is
 * sending.
 */
export function useSubmittingMatches(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: ['prediction'], status: 'pending' },
    select: (mutation) => {
      const key = mutation.options.mutationKey ?? [];
      if (key[1] === 'card') return [key[2] as number];
      const items = (mutation.state.variables as PredictionBatchBody['items'] | undefined) ?? [];
      return items.map((item) => item.matchId);
    },
  });
  return new Set(ids.flat());
}
