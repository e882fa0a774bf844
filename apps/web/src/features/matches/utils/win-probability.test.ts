import { describe, expect, it } from 'vitest';
import { parsePercent, winProbabilityWidths } from './win-probability';

describe('parsePercent', () => {
  it.each([
    ['45%', 45],
    ['0%', 0],
    ['100%', 100],
    ['12.5%', 12.5],
    ['', 0],
    ['n/a', 0],
  ])('%j → %d', (text, value) => {
    expect(parsePercent(text)).toBe(value);
  });
});

describe('winProbabilityWidths (spec §9: normalised square roots of the percents)', () => {
  it('widens small chances relative to the percents and sums to 100', () => {
    const widths = winProbabilityWidths({ home: 81, draw: 9, away: 9 });
    // √81 : √9 : √9 = 9 : 3 : 3 → 60 %, 20 %, 20 %.
    expect(widths.home).toBeCloseTo(60);
    expect(widths.draw).toBeCloseTo(20);
    expect(widths.away).toBeCloseTo(20);
  });

  it('keeps equal chances equal', () => {
    const widths = winProbabilityWidths({ home: 25, draw: 25, away: 25 });
    expect(widths.home).toBeCloseTo(100 / 3);
    expect(widths.home + widths.draw + widths.away).toBeCloseTo(100);
  });

  it('uses the square roots, not the percents', () => {
    const widths = winProbabilityWidths({ home: 50, draw: 25, away: 25 });
    const total = Math.sqrt(50) + 5 + 5;
    expect(widths.home).toBeCloseTo((Math.sqrt(50) / total) * 100);
    expect(widths.draw).toBeCloseTo((5 / total) * 100);
    expect(widths.home).toBeLessThan(50);
  });

  it('gives a zero part no width (spec §2: zero parts hidden)', () => {
    expect(winProbabilityWidths({ home: 64, draw: 0, away: 36 })).toEqual({
      home: (8 / 14) * 100,
      draw: 0,
      away: (6 / 14) * 100,
    });
    expect(winProbabilityWidths({ home: 100, draw: 0, away: 0 })).toEqual({ home: 100, draw: 0, away: 0 });
  });

  it('draws nothing when every part is zero', () => {
    expect(winProbabilityWidths({ home: 0, draw: 0, away: 0 })).toEqual({ home: 0, draw: 0, away: 0 });
  });
});
