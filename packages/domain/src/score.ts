import { GOAL_BUCKET_LIMIT, MAX_PREDICTED_GOALS, POINTS } from './constants';

export interface Score {
  home: number;
  away: number;
}

export type Outcome = 'home' | 'draw' | 'away';
export type GoalBucket = '0-2' | '3+';
export type Points = (typeof POINTS)[keyof typeof POINTS];

export function outcomeOf(score: Score): Outcome {
  if (score.home > score.away) return 'home';
  if (score.home < score.away) return 'away';
  return 'draw';
}

/** spec §9: '0-2' for two or fewer total goals, '3+' otherwise. */
export function goalBucketOf(score: Score): GoalBucket {
  return score.home + score.away <= GOAL_BUCKET_LIMIT ? '0-2' : '3+';
}

function assertValidScore(score: Score, label: string): void {
  for (const goals of [score.home, score.away]) {
    if (!Number.isSafeInteger(goals) || goals < 0) {
      throw new RangeError(`${label} must hold non-negative whole numbers of goals`);
    }
  }
}

/**
 * spec §9 points: 5 exact score; 3 right outcome and same goal bucket; 2 right outcome only; else 0.
 * An exact score always shares the bucket, so "5 for exact with matching bucket" is simply exact.
 */
export function scorePrediction(prediction: Score, result: Score): Points {
  assertValidScore(prediction, 'A prediction');
  assertValidScore(result, 'A result');
  if (prediction.home === result.home && prediction.away === result.away) return POINTS.exact;
  if (outcomeOf(prediction) !== outcomeOf(result)) return POINTS.none;
  return goalBucketOf(prediction) === goalBucketOf(result) ? POINTS.outcomeAndBucket : POINTS.outcome;
}

/** Which rule of spec §9 gave a pick its points (issue 13: the card names it). */
export type PointsRule = keyof typeof POINTS;

export function pointsRuleOf(points: number): PointsRule {
  if (points === POINTS.exact) return 'exact';
  if (points === POINTS.outcomeAndBucket) return 'outcomeAndBucket';
  if (points === POINTS.outcome) return 'outcome';
  return 'none';
}

export type ParsePredictionResult = { ok: true; score: Score } | { ok: false; reason: 'format' | 'range' };

const predictionPattern = /^\s*(\d+)\s*:\s*(\d+)\s*$/;

/**
 * Parses the 'H:A' prediction text of spec §3/§7: two non-negative whole numbers joined by a colon,
 * spaces around either number ignored, each at most MAX_PREDICTED_GOALS.
 */
export function parsePrediction(text: string): ParsePredictionResult {
  const match = predictionPattern.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const home = Number(match[1]);
  const away = Number(match[2]);
  if (home > MAX_PREDICTED_GOALS || away > MAX_PREDICTED_GOALS) return { ok: false, reason: 'range' };
  return { ok: true, score: { home, away } };
}

/** Formats a score as the canonical 'H:A' text (no spaces, no leading zeros). */
export function formatPrediction(score: Score): string {
  assertValidScore(score, 'A score');
  return `${score.home}:${score.away}`;
}
