import { describe, expect, it } from 'vitest';
import {
  expectedGoals,
  fitGoalModel,
  mostLikelyScores,
  outcomeProbabilities,
  scoreMatrix,
  type GoalSample,
} from './score-model';

/** Deterministic mulberry32 generator, so the simulated data is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(lambda: number, random: () => number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let product = random();
  while (product > limit) {
    k += 1;
    product *= random();
  }
  return k;
}

const total = (matrix: readonly (readonly number[])[]): number =>
  matrix.reduce((sum, row) => sum + row.reduce((s, p) => s + p, 0), 0);

const cell = (matrix: readonly (readonly number[])[], h: number, a: number): number => matrix[h]?.[a] ?? NaN;

describe('scoreMatrix', () => {
  it('is an 11 × 11 distribution that sums to 1', () => {
    const matrix = scoreMatrix(1.5, 1.2, -0.05);
    expect(matrix).toHaveLength(11);
    expect(matrix.every((row) => row.length === 11)).toBe(true);
    expect(total(matrix)).toBeCloseTo(1, 12);
    expect(matrix.flat().every((p) => p >= 0)).toBe(true);
  });

  it('without rho is the product of two Poisson distributions', () => {
    const matrix = scoreMatrix(1.4, 0.9, 0);
    const poissonP = (lambda: number, k: number): number => (Math.exp(-lambda) * lambda ** k) / [1, 1, 2, 6][k]!;
    expect(cell(matrix, 2, 1)).toBeCloseTo(poissonP(1.4, 2) * poissonP(0.9, 1), 6);
    expect(cell(matrix, 0, 3)).toBeCloseTo(poissonP(1.4, 0) * poissonP(0.9, 3), 6);
  });

  it('with a negative rho (Dixon–Coles) has more 0-0 and 1-1 and fewer 1-0 and 0-1', () => {
    const plain = scoreMatrix(1.4, 1.1, 0);
    const corrected = scoreMatrix(1.4, 1.1, -0.1);
    expect(cell(corrected, 0, 0)).toBeGreaterThan(cell(plain, 0, 0));
    expect(cell(corrected, 1, 1)).toBeGreaterThan(cell(plain, 1, 1));
    expect(cell(corrected, 1, 0)).toBeLessThan(cell(plain, 1, 0));
    expect(cell(corrected, 0, 1)).toBeLessThan(cell(plain, 0, 1));
    expect(cell(corrected, 2, 2)).toBeCloseTo(cell(plain, 2, 2), 12);
    expect(outcomeProbabilities(corrected).draw).toBeGreaterThan(outcomeProbabilities(plain).draw);
  });

  it('refuses impossible inputs', () => {
    expect(() => scoreMatrix(0, 1)).toThrow(RangeError);
    expect(() => scoreMatrix(1, Number.NaN)).toThrow(RangeError);
    expect(() => scoreMatrix(1, 1, 0, 0)).toThrow(RangeError);
  });
});

describe('outcomeProbabilities and mostLikelyScores', () => {
  const matrix = [
    [0.1, 0.2],
    [0.3, 0.4],
  ];

  it('adds up the cells below, on and above the diagonal', () => {
    const p = outcomeProbabilities(matrix);
    expect(p.home).toBeCloseTo(0.3, 12);
    expect(p.draw).toBeCloseTo(0.5, 12);
    expect(p.away).toBeCloseTo(0.2, 12);
  });

  it('lists the likeliest scores first', () => {
    expect(mostLikelyScores(matrix, 2)).toEqual([
      { home: 1, away: 1, probability: 0.4 },
      { home: 1, away: 0, probability: 0.3 },
    ]);
    expect(mostLikelyScores(scoreMatrix(1.5, 1.1), 5)).toHaveLength(5);
    expect(mostLikelyScores(matrix, 0)).toEqual([]);
  });

  it('orders equal probabilities by home goals, then away goals', () => {
    const flat = [
      [0.25, 0.25],
      [0.25, 0.25],
    ];
    expect(mostLikelyScores(flat, 4).map((s) => `${s.home}:${s.away}`)).toEqual(['0:0', '0:1', '1:0', '1:1']);
  });
});

describe('fitGoalModel', () => {
  it('recovers the parameters of simulated matches', () => {
    const truth = { homeIntercept: 0.35, homeSlope: 0.2, awayIntercept: 0.1, awaySlope: -0.2, rho: 0 };
    const random = seededRandom(7);
    const samples: GoalSample[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const ratingDiff = (random() - 0.5) * 600;
      const goals = expectedGoals(truth, ratingDiff);
      samples.push({ ratingDiff, homeGoals: poisson(goals.home, random), awayGoals: poisson(goals.away, random) });
    }
    const fitted = fitGoalModel(samples);
    expect(fitted.homeIntercept).toBeCloseTo(truth.homeIntercept, 1);
    expect(fitted.homeSlope).toBeCloseTo(truth.homeSlope, 1);
    expect(fitted.awayIntercept).toBeCloseTo(truth.awayIntercept, 1);
    expect(fitted.awaySlope).toBeCloseTo(truth.awaySlope, 1);
    expect(Math.abs(fitted.rho)).toBeLessThan(0.05);
  });

  it('finds a negative rho when there are more 0-0 and fewer 1-0 than independence predicts', () => {
    const samples: GoalSample[] = [];
    const counts: [number, number, number][] = [
      [0, 0, 140],
      [1, 0, 120],
      [0, 1, 90],
      [1, 1, 140],
      [2, 0, 80],
      [0, 2, 60],
      [2, 1, 80],
      [1, 2, 60],
      [2, 2, 30],
      [3, 1, 40],
      [1, 3, 30],
      [3, 0, 40],
      [0, 3, 30],
    ];
    counts.forEach(([homeGoals, awayGoals, n], i) => {
      for (let k = 0; k < n; k += 1) samples.push({ ratingDiff: ((k + i) % 7) * 20 - 60, homeGoals, awayGoals });
    });
    expect(fitGoalModel(samples).rho).toBeLessThan(0);
  });

  it('refuses too little or degenerate data', () => {
    expect(() => fitGoalModel([{ ratingDiff: 0, homeGoals: 1, awayGoals: 0 }])).toThrow(RangeError);
    const flat = Array.from({ length: 10 }, () => ({ ratingDiff: 0, homeGoals: 1, awayGoals: 1 }));
    expect(() => fitGoalModel(flat)).toThrow(RangeError);
    expect(() =>
      fitGoalModel([
        { ratingDiff: 0, homeGoals: -1, awayGoals: 0 },
        { ratingDiff: 10, homeGoals: 1, awayGoals: 0 },
      ]),
    ).toThrow(RangeError);
  });
});
