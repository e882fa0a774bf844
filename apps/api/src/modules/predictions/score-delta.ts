import { outcomeOf, POINTS, scorePrediction, type Outcome, type Score } from '@scoreline/domain';
import type { ScoreDelta } from './scoring.repository';

/**
 * What one predicted score adds to a player's aggregates when a match moves from the result `before` to `after`
 * (null: not scored, never or no more).
 */
export function scoreDelta(prediction: Score, before: Score | null, after: Score | null) {
  const counters = (result: Score | null) => {
    if (!result) return { points: 0, scored: 0, exact: 0, outcomes: 0, ...outcomeCounts(null) };
    const points = scorePrediction(prediction, result);
    return {
      points,
      scored: 1,
      exact: points === POINTS.exact ? 1 : 0,
      outcomes: points >= POINTS.outcome ? 1 : 0,
      // Personal insights (issue 11): the predicted outcome counts once the prediction is scored. How its match
      // really ended is read from the scored results when asked (docs/decisions/031): a correction that changes an
      // outcome then moves only the predictions whose points change.
      ...outcomeCounts(outcomeOf(prediction)),
    };
  };
  const was = counters(before);
  const now = counters(after);
  const delta = {} as Record<keyof typeof now, number>;
  for (const key of Object.keys(now) as (keyof typeof now)[]) delta[key] = now[key] - was[key];
  return delta;
}

/**
 * A predicted score whose delta moves some aggregate: one left at zero everywhere (a correction from 0:2 to 1:2 leaves a
 * 4:1 pick at 0 points) is not sent, so its predictions are not rewritten unchanged. The predicted score itself is
 * not a counter.
 */
export function movesAggregates({ home: _home, away: _away, ...counters }: ScoreDelta): boolean {
  return Object.values(counters).some((value) => value !== 0);
}

function outcomeCounts(outcome: Outcome | null) {
  return {
    predictedHome: outcome === 'home' ? 1 : 0,
    predictedDraw: outcome === 'draw' ? 1 : 0,
    predictedAway: outcome === 'away' ? 1 : 0,
  };
}
