import { describe, expect, it } from 'vitest';
import { brierScore, logLoss, mostLikelyOutcome, scoreForecasts } from './metrics';

const third = { home: 1 / 3, draw: 1 / 3, away: 1 / 3 };

describe('forecast metrics', () => {
  it('log-loss is −ln P(outcome), ln 3 for a uniform forecast', () => {
    expect(logLoss(third, 'draw')).toBeCloseTo(Math.log(3), 12);
    expect(logLoss({ home: 0.5, draw: 0.25, away: 0.25 }, 'home')).toBeCloseTo(Math.log(2), 12);
    expect(logLoss({ home: 1, draw: 0, away: 0 }, 'away')).toBeCloseTo(-Math.log(1e-15), 6);
  });

  it('the three-way Brier score runs from 0 (sure and right) to 2 (sure and wrong)', () => {
    expect(brierScore({ home: 1, draw: 0, away: 0 }, 'home')).toBe(0);
    expect(brierScore({ home: 1, draw: 0, away: 0 }, 'away')).toBe(2);
    expect(brierScore(third, 'home')).toBeCloseTo(2 / 3, 12);
  });

  it('picks the most likely outcome, ties in the order home, draw, away', () => {
    expect(mostLikelyOutcome({ home: 0.2, draw: 0.3, away: 0.5 })).toBe('away');
    expect(mostLikelyOutcome(third)).toBe('home');
    expect(mostLikelyOutcome({ home: 0.2, draw: 0.4, away: 0.4 })).toBe('draw');
  });

  it('averages over forecasts', () => {
    const score = scoreForecasts([
      { probabilities: { home: 0.5, draw: 0.25, away: 0.25 }, outcome: 'home' },
      { probabilities: { home: 0.5, draw: 0.25, away: 0.25 }, outcome: 'away' },
    ]);
    expect(score.count).toBe(2);
    expect(score.accuracy).toBe(0.5);
    expect(score.logLoss).toBeCloseTo((Math.log(2) + Math.log(4)) / 2, 12);
    expect(score.brier).toBeCloseTo((0.375 + 0.875) / 2, 12);
  });

  it('refuses forecasts that are not distributions, and an empty list', () => {
    expect(() => logLoss({ home: 1, draw: 1, away: 1 }, 'home')).toThrow(RangeError);
    expect(() => brierScore({ home: -0.1, draw: 0.6, away: 0.5 }, 'home')).toThrow(RangeError);
    expect(() => scoreForecasts([])).toThrow(RangeError);
  });
});
