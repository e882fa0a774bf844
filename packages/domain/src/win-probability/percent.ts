import type { Outcome } from '../score';
import type { OutcomeProbabilities } from './score-model';

/** The API-Football `predictions.percent` shape: whole percentages as strings, e.g. { home: '45%', ... }. */
export type PercentStrings = Record<Outcome, `${number}%`>;

const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

/**
 * Whole percentages that sum to exactly 100, by largest-remainder (Hamilton) rounding: every share is rounded
 * down, then the points still missing go to the largest remainders; equal remainders go in the order home, draw,
 * away (so 1/3 each gives 34/33/33). The input is normalised by its total, so probabilities (0.45, 0.27, 0.28)
 * and percentages (45, 27, 28) both work.
 */
export function toWholePercents(probabilities: OutcomeProbabilities): Record<Outcome, number> {
  const values = OUTCOMES.map((outcome) => probabilities[outcome]);
  if (values.some((v) => !Number.isFinite(v) || v < 0)) {
    throw new RangeError('Probabilities must be finite and not negative');
  }
  const total = values.reduce((sum, v) => sum + v, 0);
  if (!(total > 0)) throw new RangeError('Probabilities must not all be zero');
  // Rounded to 1e-9 first so that float noise (0.29 * 100 = 28.999999999999996) does not steal a point.
  const exact = values.map((v) => Math.round((v / total) * 100 * 1e9) / 1e9);
  const whole = exact.map(Math.floor);
  const missing = 100 - whole.reduce((sum, v) => sum + v, 0);
  const byRemainder = exact
    .map((v, index) => ({ index, remainder: v - Math.floor(v) }))
    .sort((x, y) => y.remainder - x.remainder || x.index - y.index);
  for (const { index } of byRemainder.slice(0, missing)) whole[index] = (whole[index] ?? 0) + 1;
  return { home: whole[0] ?? 0, draw: whole[1] ?? 0, away: whole[2] ?? 0 };
}

/** `toWholePercents` as strings with a percent sign: { home: '45%', draw: '27%', away: '28%' }. */
export function formatPercents(probabilities: OutcomeProbabilities): PercentStrings {
  const whole = toWholePercents(probabilities);
  return { home: `${whole.home}%`, draw: `${whole.draw}%`, away: `${whole.away}%` };
}
