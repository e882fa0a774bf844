import type { Outcome, Score } from '../score';

/** P(home win), P(draw), P(away win). */
export type OutcomeProbabilities = Record<Outcome, number>;

/** A score matrix: `matrix[h][a]` is the probability of the score h:a (0..maxGoals each, sums to 1). */
export type ScoreMatrix = readonly (readonly number[])[];

export interface ScoreProbability extends Score {
  probability: number;
}

/**
 * Maps a rating difference to expected goals and a score distribution:
 * log(home goals) = homeIntercept + homeSlope·x and log(away goals) = awayIntercept + awaySlope·x, where
 * x = (home rating − away rating) / 100, without any home bonus (home advantage in goals is in the intercepts);
 * `rho` is the Dixon–Coles low-score dependence (negative: more 0-0 and 1-1, fewer 1-0 and 0-1).
 */
export interface GoalModelParams {
  homeIntercept: number;
  homeSlope: number;
  awayIntercept: number;
  awaySlope: number;
  rho: number;
}

/** One training observation: the pre-match rating difference (home − away, Elo points) and the score. */
export interface GoalSample {
  ratingDiff: number;
  homeGoals: number;
  awayGoals: number;
}

export interface ExpectedGoals {
  home: number;
  away: number;
}

/** Rating points per unit of the regression's x (keeps the slopes near 1 in size). */
export const RATING_SCALE = 100;

export function expectedGoals(params: GoalModelParams, ratingDiff: number): ExpectedGoals {
  const x = ratingDiff / RATING_SCALE;
  return {
    home: Math.exp(params.homeIntercept + params.homeSlope * x),
    away: Math.exp(params.awayIntercept + params.awaySlope * x),
  };
}

function poissonPmf(lambda: number, maxGoals: number): number[] {
  const pmf = [Math.exp(-lambda)];
  for (let k = 1; k <= maxGoals; k += 1) pmf.push(((pmf[k - 1] ?? 0) * lambda) / k);
  return pmf;
}

/** The Dixon–Coles factor τ for a score (1 for every score other than 0-0, 1-0, 0-1, 1-1). */
export function dixonColesTau(homeGoals: number, awayGoals: number, lambda: number, mu: number, rho: number): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - lambda * mu * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + lambda * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + mu * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}

/**
 * The score matrix 0..maxGoals × 0..maxGoals of two Poisson counts with the Dixon–Coles correction. The mass
 * beyond maxGoals (about 1e-6 for 3 expected goals and maxGoals 10) is dropped and the matrix renormalised, so
 * it sums to 1. A τ that would turn negative (extreme rho with many expected goals) is clamped at 0.
 */
export function scoreMatrix(lambdaHome: number, lambdaAway: number, rho = 0, maxGoals = 10): number[][] {
  for (const [value, name] of [
    [lambdaHome, 'lambdaHome'],
    [lambdaAway, 'lambdaAway'],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number`);
  }
  if (!Number.isFinite(rho)) throw new RangeError('rho must be a finite number');
  if (!Number.isSafeInteger(maxGoals) || maxGoals < 1) throw new RangeError('maxGoals must be a whole number ≥ 1');
  const home = poissonPmf(lambdaHome, maxGoals);
  const away = poissonPmf(lambdaAway, maxGoals);
  let total = 0;
  const matrix = home.map((ph, h) =>
    away.map((pa, a) => {
      const p = ph * pa * Math.max(0, dixonColesTau(h, a, lambdaHome, lambdaAway, rho));
      total += p;
      return p;
    }),
  );
  return matrix.map((row) => row.map((p) => p / total));
}

export function outcomeProbabilities(matrix: ScoreMatrix): OutcomeProbabilities {
  let home = 0;
  let draw = 0;
  let away = 0;
  matrix.forEach((row, h) =>
    row.forEach((p, a) => {
      if (h > a) home += p;
      else if (h < a) away += p;
      else draw += p;
    }),
  );
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/**
 * The `count` most likely exact scores, most likely first. Equal probabilities are ordered by fewer home goals,
 * then fewer away goals, so the order is deterministic.
 */
export function mostLikelyScores(matrix: ScoreMatrix, count = 5): ScoreProbability[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const scores: ScoreProbability[] = [];
  matrix.forEach((row, home) => row.forEach((probability, away) => scores.push({ home, away, probability })));
  scores.sort((x, y) => y.probability - x.probability || x.home - y.home || x.away - y.away);
  return scores.slice(0, count);
}

/** Poisson regression log E[y] = a + b·x by Newton's method (the log-likelihood is concave). */
function fitPoissonRegression(xs: readonly number[], ys: readonly number[]): { intercept: number; slope: number } {
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  if (!(meanY > 0)) throw new RangeError('Cannot fit goals: no goals in the samples');
  let a = Math.log(meanY);
  let b = 0;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    xs.forEach((x, i) => {
      const mu = Math.exp(a + b * x);
      const residual = (ys[i] ?? 0) - mu;
      ga += residual;
      gb += x * residual;
      haa += mu;
      hab += x * mu;
      hbb += x * x * mu;
    });
    const det = haa * hbb - hab * hab;
    if (!(det > 1e-12 * haa * hbb)) throw new RangeError('Cannot fit goals: the rating differences do not vary');
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) < 1e-12 && Math.abs(db) < 1e-12) break;
  }
  return { intercept: a, slope: b };
}

/** Maximises Σ log τ over the low-score samples (the Poisson part does not depend on rho) by golden section. */
function fitRho(samples: readonly GoalSample[], goals: (sample: GoalSample) => ExpectedGoals): number {
  const lowScores = samples
    .filter((s) => s.homeGoals <= 1 && s.awayGoals <= 1)
    .map((s) => ({ ...goals(s), homeGoals: s.homeGoals, awayGoals: s.awayGoals }));
  if (lowScores.length === 0) return 0;
  const logLikelihood = (rho: number): number => {
    let sum = 0;
    for (const s of lowScores) {
      const tau = dixonColesTau(s.homeGoals, s.awayGoals, s.home, s.away, rho);
      if (tau <= 0) return -Infinity;
      sum += Math.log(tau);
    }
    return sum;
  };
  const ratio = (Math.sqrt(5) - 1) / 2;
  let lo = -0.3;
  let hi = 0.3;
  let c = hi - ratio * (hi - lo);
  let d = lo + ratio * (hi - lo);
  let fc = logLikelihood(c);
  let fd = logLikelihood(d);
  while (hi - lo > 1e-7) {
    if (fc >= fd) {
      hi = d;
      d = c;
      fd = fc;
      c = hi - ratio * (hi - lo);
      fc = logLikelihood(c);
    } else {
      lo = c;
      c = d;
      fc = fd;
      d = lo + ratio * (hi - lo);
      fd = logLikelihood(d);
    }
  }
  return (lo + hi) / 2;
}

/**
 * Fits the goal model: one Poisson regression of home goals and one of away goals on the pre-match rating
 * difference (maximum likelihood), then the Dixon–Coles rho given those expected goals (the usual two-step fit).
 */
export function fitGoalModel(samples: readonly GoalSample[]): GoalModelParams {
  if (samples.length < 2) throw new RangeError('Cannot fit goals: at least two samples are needed');
  for (const s of samples) {
    if (!Number.isFinite(s.ratingDiff)) throw new RangeError('A rating difference must be a finite number');
    for (const goals of [s.homeGoals, s.awayGoals]) {
      if (!Number.isSafeInteger(goals) || goals < 0) throw new RangeError('Goals must be non-negative whole numbers');
    }
  }
  const xs = samples.map((s) => s.ratingDiff / RATING_SCALE);
  const home = fitPoissonRegression(
    xs,
    samples.map((s) => s.homeGoals),
  );
  const away = fitPoissonRegression(
    xs,
    samples.map((s) => s.awayGoals),
  );
  const params = {
    homeIntercept: home.intercept,
    homeSlope: home.slope,
    awayIntercept: away.intercept,
    awaySlope: away.slope,
    rho: 0,
  };
  params.rho = fitRho(samples, (s) => expectedGoals(params, s.ratingDiff));
  return params;
}
