import { compareStandings } from '@scoreline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combine, pack, rankTotals, unpack, type Totals } from './running-totals';

/** Totals of some players (distinct ids, any order), small values so that ties are common. */
const totalsArbitrary = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 400 }),
      points: fc.integer({ min: 0, max: 6 }),
      scored: fc.integer({ min: 0, max: 3 }),
      exact: fc.integer({ min: 0, max: 2 }),
      outcomes: fc.integer({ min: 0, max: 2 }),
    }),
    { selector: (player) => player.id, maxLength: 60 },
  )
  .map((players): Totals => ({
    userIds: Int32Array.from(players, (player) => player.id),
    points: Int32Array.from(players, (player) => player.points),
    scored: Int32Array.from(players, (player) => player.scored),
    exact: Int32Array.from(players, (player) => player.exact),
    outcomes: Int32Array.from(players, (player) => player.outcomes),
  }));

const byId = (totals: Totals) =>
  new Map(
    [...totals.userIds].map((id, player) => [
      id,
      [totals.points[player], totals.scored[player], totals.exact[player], totals.outcomes[player]],
    ]),
  );

describe('running totals (issue 14)', () => {
  it('unpack what they pack, in the layout the database builds (big-endian int4 columns)', () => {
    const totals: Totals = {
      userIds: Int32Array.of(7, 300_000),
      points: Int32Array.of(12, 0),
      scored: Int32Array.of(4, 1),
      exact: Int32Array.of(1, 0),
      outcomes: Int32Array.of(3, 0),
    };
    const packed = pack(totals);
    expect(packed.players).toBe(2);
    expect([...packed.data.subarray(0, 8)]).toEqual([0, 0, 0, 7, 0, 0x04, 0x93, 0xe0]);
    expect(unpack(packed)).toEqual(totals);
  });

  it('refuse packed totals whose size does not match their player count', () => {
    expect(() => unpack({ players: 2, data: new Uint8Array(36) })).toThrow('wrong size');
  });

  it('add and subtract player by player, in user id order, leaving out players with nothing', () => {
    fc.assert(
      fc.property(totalsArbitrary, totalsArbitrary, fc.constantFrom(1 as const, -1 as const), (a, b, sign) => {
        const sum = combine(a, b, sign);
        const [left, right] = [byId(a), byId(b)];
        const expected = [...new Set([...left.keys(), ...right.keys()])]
          .sort((x, y) => x - y)
          .map((id) => {
            const [l, r] = [left.get(id) ?? [0, 0, 0, 0], right.get(id) ?? [0, 0, 0, 0]];
            return [id, ...l.map((value, index) => value! + sign * r[index]!)];
          })
          .filter(([, ...values]) => values.some((value) => value !== 0));
        expect([...byId(sum)].map(([id, values]) => [id, ...values])).toEqual(expected);
      }),
    );
  });

  it('rank in the published order also when the totals are too large to sort by one number each', () => {
    const big = 2 ** 30;
    const totals: Totals = {
      userIds: Int32Array.of(3, big, 2, 5),
      points: Int32Array.of(big, big, 7, big),
      scored: Int32Array.of(1, 1, 1, 0),
      exact: Int32Array.of(2, 2, 0, 9),
      outcomes: Int32Array.of(0, 0, 0, 0),
    };
    expect(rankTotals(totals, () => true).map((row) => row.user_id)).toEqual([3, big, 2]);
  });

  it('rank in the published order the players who scored, and only those the caller ranks', () => {
    fc.assert(
      fc.property(totalsArbitrary, fc.integer({ min: 2, max: 5 }), (totals, modulus) => {
        const isRanked = (id: number) => id % modulus !== 0;
        const rows = rankTotals(totals, isRanked);
        const expected = [...byId(totals)]
          .filter(([id, values]) => values[1]! > 0 && isRanked(id))
          .map(([id, [points, scored, exact, outcomes]]) => ({ user_id: id, points, scored, exact, outcomes }))
          .sort((a, b) =>
            compareStandings(
              { userId: a.user_id, points: a.points!, exact: a.exact!, outcomes: a.outcomes! },
              { userId: b.user_id, points: b.points!, exact: b.exact!, outcomes: b.outcomes! },
            ),
          );
        expect(rows).toEqual(expected);
      }),
    );
  });
});
