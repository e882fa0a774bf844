import { describe, expect, it } from 'vitest';
import { rankTicks } from './rank-ticks';

describe('rankTicks', () => {
  it('always labels rank 1 and the worst rank shown', () => {
    for (const worst of [1, 2, 4, 5, 6, 9, 13, 37, 100, 250, 1234]) {
      const ticks = rankTicks(worst);
      expect(ticks[0]).toBe(1);
      expect(ticks.at(-1)).toBe(worst);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect([...ticks].sort((a, b) => a - b)).toEqual(ticks);
      expect(new Set(ticks).size).toBe(ticks.length);
    }
  });

  it('lists every rank of a short table and round steps for a long one', () => {
    expect(rankTicks(3)).toEqual([1, 2, 3]);
    expect(rankTicks(40)).toEqual([1, 10, 20, 30, 40]);
    expect(rankTicks(101)).toEqual([1, 50, 101]);
  });
});
