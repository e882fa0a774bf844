import { describe, expect, it } from 'vitest';
import { addProvisional } from './provisional-ranking';
import { rowsOf } from './ranked-rows';

const row = (user_id: number, points: number, exact = 0, outcomes = 0, scored = 1) => ({
  user_id,
  points,
  scored,
  exact,
  outcomes,
});

describe('addProvisional', () => {
  it('adds each player’s live deltas and ranks again by the published order', () => {
    const base = [row(1, 10, 1, 3), row(2, 8, 1, 2), row(3, 8, 0, 3)];
    const ranked = addProvisional(rowsOf(base), [row(3, 5, 1, 1), row(4, 3, 0, 1)]);
    expect(ranked.map((entry) => [entry.user_id, entry.points, entry.exact])).toEqual([
      [3, 13, 1],
      [1, 10, 1],
      [2, 8, 1],
      [4, 3, 0],
    ]);
    // The cached rows are not touched.
    expect(base[2]).toEqual(row(3, 8, 0, 3));
  });

  it('breaks ties on exact scores, then outcomes, then the earlier sign-up', () => {
    const ranked = addProvisional(rowsOf([row(7, 5, 1, 1), row(5, 5, 1, 1), row(6, 5, 1, 2)]), []);
    expect(ranked.map((entry) => entry.user_id)).toEqual([6, 5, 7]);
  });

  it('leaves out a player whose only pick is not scored yet, and equals the base with no deltas', () => {
    const base = [row(1, 4), row(2, 2)];
    expect(addProvisional(rowsOf(base), [row(9, 0, 0, 0, 0)])).toEqual(base);
  });
});
