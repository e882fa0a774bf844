import { describe, expect, it } from 'vitest';
import { compareStandings, type Standing } from './ranking';

const player = (userId: number, points: number, exact = 0, outcomes = 0): Standing => ({
  userId,
  points,
  exact,
  outcomes,
});

const order = (standings: Standing[]) => [...standings].sort(compareStandings).map((entry) => entry.userId);

describe('leaderboard tie-break', () => {
  it('ranks by points first', () => {
    expect(order([player(1, 10), player(2, 12)])).toEqual([2, 1]);
  });

  it('breaks equal points by more exact scores', () => {
    expect(order([player(1, 10, 1, 3), player(2, 10, 2, 0)])).toEqual([2, 1]);
  });

  it('then by more right outcomes', () => {
    expect(order([player(1, 10, 1, 2), player(2, 10, 1, 3)])).toEqual([2, 1]);
  });

  it('then by the earlier sign-up', () => {
    expect(order([player(7, 10, 1, 2), player(3, 10, 1, 2)])).toEqual([3, 7]);
  });
});
