import type { Outcome } from '../score';
import type { OutcomeProbabilities } from './score-model';

const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

function assertDistribution(probabilities: OutcomeProbabilities): void {
  const values = OUTCOMES.map((o) => probabilities[o]);
  const total = values.reduce((sum, p) => sum + p, 0);
  if (values.some((p) => !Number.isFinite(p) || p < 0) || Math.abs(total - 1) > 1e-6) {
    throw new RangeError('Probabilities must be non-negative and sum to 1');
  }
}

/** Natural-log loss of one forecast: −ln P(what happened); a probability of 0 counts as 1e-15. */
export function logLoss(probabilities: OutcomeProbabilities, outcome: Outcome): number {
  assertDistribution(probabilities);
  return -Math.log(Math.max(probabilities[outcome], 1e-15));
}

/** Three-way Brier score of one forecast: Σ (p − observed)² over home/draw/away, from 0 (perfect) to 2. */
export function brierScore(probabilities: OutcomeProbabilities, outcome: Outcome): number {
  assertDistribution(probabilities);
  return OUTCOMES.reduce((sum, o) => sum + (probabilities[o] - (o === outcome ? 1 : 0)) ** 2, 0);
}

/** The most probable outcome; ties go in the order home, draw, away. */
export function mostLikelyOutcome(probabilities: OutcomeProbabilities): Outcome {
  let best: Outcome = 'home';
  for (const o of OUTCOMES) if (probabilities[o] > probabilities[best]) best = o;
  return best;
}

export interface ForecastScore {
  count: number;
  /** Mean natural-log loss (lower is better; ln 3 ≈ 1.0986 for 1/3 each). */
  logLoss: number;
  /** Mean three-way Brier score (lower is better). */
  brier: number;
  /** Share of matches whose most probable outcome happened. */
  accuracy: number;
}

export function scoreForecasts(
  items: readonly { probabilities: OutcomeProbabilities; outcome: Outcome }[],
): ForecastScore {
  if (items.length === 0) throw new RangeError('At least one forecast is needed');
  let loss = 0;
  let brier = 0;
  let hits = 0;
  for (const { probabilities, outcome } of items) {
    loss += logLoss(probabilities, outcome);
    brier += brierScore(probabilities, outcome);
    if (mostLikelyOutcome(probabilities) === outcome) hits += 1;
  }
  const count = items.length;
  return { count, logLoss: loss / count, brier: brier / count, accuracy: hits / count };
}
