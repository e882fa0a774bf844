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

/** Which rule of spec §9 gave a pick its points (issue 13: the card names it; issue 56: each scored fact keeps it). */
export type PointsRule = keyof typeof POINTS;
/** The rules, best first: the order the scored facts' `rule` column lists them in. */
export const POINTS_RULES = ['exact', 'outcomeAndBucket', 'outcome', 'none'] as const satisfies readonly PointsRule[];

/**
 * What may change a pick's points beyond the §9 rule (issue 56): the joker (issue 59, `joker.ts`: a `multiplier` of 2
 * on one pick a stage) and later modifiers.
 */
export interface ScoringModifiers {
  /** A positive whole number the rule's points are multiplied by (1 when absent). */
  multiplier?: number;
}

/** One pick scored against a result: the rule that applied, its §9 points, the multiplier and the points it earns. */
export interface ScoredPick {
  rule: PointsRule;
  base: Points;
  multiplier: number;
  points: number;
}

/**
 * spec §9 points: 5 exact score; 3 right outcome ("winner", a draw included) and same goal bucket; 2 right outcome
 * only; else 0. An exact score always shares the bucket, so "5 for exact with matching bucket" is simply exact. The one
 * home of the rule (issue 56): scoring stores what this returns as a scored fact per prediction, and every table sums
 * those facts; the live table scores live scores with it too.
 */
export function scorePrediction(prediction: Score, result: Score, modifiers: ScoringModifiers = {}): ScoredPick {
  assertValidScore(prediction, 'A prediction');
  assertValidScore(result, 'A result');
  const multiplier = modifiers.multiplier ?? 1;
  if (!Number.isSafeInteger(multiplier) || multiplier < 1) {
    throw new RangeError('A multiplier must be a positive whole number');
  }
  const rule = ruleOf(prediction, result);
  const base = POINTS[rule];
  return { rule, base, multiplier, points: base * multiplier };
}

function ruleOf(prediction: Score, result: Score): PointsRule {
  if (prediction.home === result.home && prediction.away === result.away) return 'exact';
  if (outcomeOf(prediction) !== outcomeOf(result)) return 'none';
  return goalBucketOf(prediction) === goalBucketOf(result) ? 'outcomeAndBucket' : 'outcome';
}

/**
 * The ranking counters a scored pick adds to (spec §9 tie-breaks: exact scores, then correct outcomes), read from its
 * rule, never from its points (a joker's 6 points are still "winner only").
 */
export function rankingCountersOf(rule: PointsRule): { exact: 0 | 1; outcomes: 0 | 1 } {
  return { exact: rule === 'exact' ? 1 : 0, outcomes: rule === 'none' ? 0 : 1 };
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
