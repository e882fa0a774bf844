import { describe, expect, it } from 'vitest';
import { formatPercents, toWholePercents } from './percent';

const sum = (p: { home: number; draw: number; away: number }): number => p.home + p.draw + p.away;

describe('toWholePercents / formatPercents (largest remainder)', () => {
  it('gives the API-Football percent strings', () => {
    expect(formatPercents({ home: 0.45, draw: 0.27, away: 0.28 })).toEqual({ home: '45%', draw: '27%', away: '28%' });
  });

  it('splits three equal thirds 34/33/33, the spare point going to home first', () => {
    expect(toWholePercents({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 })).toEqual({ home: 34, draw: 33, away: 33 });
    expect(toWholePercents({ home: 33.33, draw: 33.33, away: 33.33 })).toEqual({ home: 34, draw: 33, away: 33 });
  });

  it('hands the missing point to the largest remainder (0.4 / 0.4 / 99.2 → 1 / 0 / 99)', () => {
    expect(toWholePercents({ home: 0.4, draw: 0.4, away: 99.2 })).toEqual({ home: 1, draw: 0, away: 99 });
    expect(toWholePercents({ home: 0.004, draw: 0.004, away: 0.992 })).toEqual({ home: 1, draw: 0, away: 99 });
    expect(toWholePercents({ home: 0.2, draw: 0.6, away: 99.2 })).toEqual({ home: 0, draw: 1, away: 99 });
  });

  it('breaks equal remainders in the order home, draw, away', () => {
    expect(toWholePercents({ home: 0.455, draw: 0.27, away: 0.275 })).toEqual({ home: 46, draw: 27, away: 27 });
    expect(toWholePercents({ home: 0.27, draw: 0.455, away: 0.275 })).toEqual({ home: 27, draw: 46, away: 27 });
  });

  it('is not fooled by float noise (0.29 · 100 = 28.999999999999996)', () => {
    expect(toWholePercents({ home: 0.29, draw: 0.36, away: 0.35 })).toEqual({ home: 29, draw: 36, away: 35 });
    expect(toWholePercents({ home: 0.57, draw: 0.14, away: 0.29 })).toEqual({ home: 57, draw: 14, away: 29 });
  });

  it('keeps certainties and zeros', () => {
    expect(formatPercents({ home: 1, draw: 0, away: 0 })).toEqual({ home: '100%', draw: '0%', away: '0%' });
    expect(formatPercents({ home: 0, draw: 0.5, away: 0.5 })).toEqual({ home: '0%', draw: '50%', away: '50%' });
  });

  it('always sums to exactly 100, each share within one point of the exact value', () => {
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const problems: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const raw = { home: random(), draw: random() * 0.5, away: random() };
      const total = sum(raw);
      const whole = toWholePercents(raw);
      const off = (['home', 'draw', 'away'] as const).some(
        (key) => !Number.isInteger(whole[key]) || Math.abs(whole[key] - (raw[key] / total) * 100) >= 1,
      );
      if (sum(whole) !== 100 || off) problems.push(JSON.stringify({ raw, whole }));
    }
    expect(problems).toEqual([]);
  });

  it('refuses negative, non-finite or all-zero input', () => {
    expect(() => toWholePercents({ home: -0.1, draw: 0.6, away: 0.5 })).toThrow(RangeError);
    expect(() => toWholePercents({ home: Number.NaN, draw: 0.5, away: 0.5 })).toThrow(RangeError);
    expect(() => toWholePercents({ home: Infinity, draw: 0.5, away: 0.5 })).toThrow(RangeError);
    expect(() => toWholePercents({ home: 0, draw: 0, away: 0 })).toThrow(RangeError);
  });
});
