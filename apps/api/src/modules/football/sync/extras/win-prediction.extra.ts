import { isNotStartedStatus } from '@scoreline/domain';
import type { WinPrediction } from '@scoreline/contracts';
import type { ProviderWinProbability } from '../../providers/provider';
import type { ExtraUnit } from './extra-unit';

/** The provider's own win probabilities for matches kicking off soon (ours fill in for the rest). */
export const winPredictionExtra: ExtraUnit<ProviderWinProbability | null> = {
  kind: 'prediction',
  covered: (coverage) => coverage.predictions,
  isDue(match, { ctx, now, extrasOf, fetchedBefore }) {
    const cadence = ctx.provider.cadence;
    const kickoff = match.kickoffAt.getTime();
    return (
      isNotStartedStatus(match.status) &&
      kickoff >= now.getTime() &&
      kickoff <= now.getTime() + cadence.predictionsWithinMs &&
      fetchedBefore(extrasOf(match).winPredictionFetchedAt, cadence.predictionsEveryMs)
    );
  },
  fetch: ([match], { ctx }) => ctx.provider.getWinProbability(match!.providerFixtureId),
  toStored(prediction, _match, { now, teamMap }) {
    // The provider has none for this match: asked for again at the cadence.
    if (!prediction) return { extras: { winPredictionFetchedAt: now } };
    const winnerTeam = prediction.winner?.teamKey ? teamMap.get(prediction.winner.teamKey) : undefined;
    const value: WinPrediction = {
      source: 'provider',
      predictions: {
        winner: prediction.winner
          ? {
              id: winnerTeam?.id ?? null,
              name: winnerTeam?.name ?? prediction.winner.name,
              comment: prediction.winner.comment,
            }
          : null,
        advice: prediction.advice,
        percent: prediction.percent,
      },
      updatedAt: now.toISOString(),
    };
    return { extras: { winPrediction: value, winPredictionFetchedAt: now } };
  },
};
