import { compareStandings } from '@scoreline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankTotals, type RankedRows } from './ranked-rows';
import { combine } from './running-totals';
import { pack, unpack, type Totals } from './running-totals-layout';

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

const rowsIn = (rows: RankedRows) => Array.from({ length: rows.length }, (_, index) => rows.at(index)!);

/** The same totals with the players in user id order. */
const byUserId = (totals: Totals): Totals => {
  const order = [...totals.userIds.keys()].sort((x, y) => totals.userIds[x]! - totals.userIds[y]!);
  const column = (values: Int32Array) => Int32Array.from(order, (player) => values[player]!);
  return {
    userIds: column(totals.userIds),
    points: column(totals.points),
    scored: column(totals.scored),
    exact: column(totals.exact),
    outcomes: column(totals.outcomes),
  };
};

const byId = (totals: Totals) =>
  new Map(
    [...totals.userIds].map((id, player) => [
      id,
      [totals.points[player], totals.scored[player], totals.exact[player], totals.outcomes[player]],
    ]),
  );

describe('running totals (issue 14)', () => {
  it('unpack the layout SQL builds: the five columns, each a big-endian int4', () => {
    const columns = [
      [7, 300_000],
      [12, 0],
      [4, 1],
      [1, 0],
      [3, 0],
    ];
    const data = new Uint8Array(40);
    const view = new DataView(data.buffer);
    columns.flat().forEach((value, index) => view.setInt32(index * 4, value));
    expect(unpack({ players: 2, data })).toEqual({
      userIds: Int32Array.of(7, 300_000),
      points: Int32Array.of(12, 0),
      scored: Int32Array.of(4, 1),
      exact: Int32Array.of(1, 0),
      outcomes: Int32Array.of(3, 0),
    });
  });

  it('unpack what they pack, whatever the values and the order of the ids', () => {
    const wide = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    const values = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 70_000 }), wide);
    const arbitrary = fc
      .uniqueArray(fc.oneof(fc.integer({ min: 1, max: 2_000 }), wide), { maxLength: 40 })
      .chain((ids) => {
        const column = fc.array(values, { minLength: ids.length, maxLength: ids.length });
        return fc.tuple(column, column, column, column).map(([points, scored, exact, outcomes]): Totals => ({
          userIds: Int32Array.from(ids),
          points: Int32Array.from(points),
          scored: Int32Array.from(scored),
          exact: Int32Array.from(exact),
          outcomes: Int32Array.from(outcomes),
        }));
      });
    fc.assert(
      fc.property(arbitrary, fc.boolean(), (totals, sorted) => {
        expect(unpack(pack(sorted ? byUserId(totals) : totals))).toEqual(sorted ? byUserId(totals) : totals);
      }),
    );
  });

  it('pack a season of 100,000 players in under half the bytes of the SQL layout', () => {
    const players = 100_000;
    const totals: Totals = {
      userIds: Int32Array.from({ length: players }, (_, player) => player + 1),
      points: Int32Array.from({ length: players }, (_, player) => (player * 7) % 600),
      scored: Int32Array.from({ length: players }, (_, player) => (player * 3) % 381),
      exact: Int32Array.from({ length: players }, (_, player) => player % 60),
      outcomes: Int32Array.from({ length: players }, (_, player) => (player * 5) % 300),
    };
    const packed = pack(totals);
    expect(packed.data.byteLength).toBeLessThan((players * 20) / 2);
    expect(unpack(packed)).toEqual(totals);
  });

  it('refuse packed totals whose size does not match their player count', () => {
    expect(() => unpack({ players: 2, data: new Uint8Array(36) })).toThrow('wrong size');
    const packed = pack({
      userIds: Int32Array.of(1, 2),
      points: Int32Array.of(3, 4),
      scored: Int32Array.of(1, 1),
      exact: Int32Array.of(0, 1),
      outcomes: Int32Array.of(1, 0),
    });
    expect(() => unpack({ players: 2, data: packed.data.subarray(0, packed.data.byteLength - 1) })).toThrow(
      'wrong size',
    );
    expect(() => unpack({ players: 3, data: packed.data })).toThrow('wrong size');
  });

  it('add and subtract player by player, in user id order, leaving out players with nothing', () => {
    fc.assert(
      fc.property(
        totalsArbitrary,
        totalsArbitrary,
        fc.constantFrom(1 as const, -1 as const),
        fc.boolean(),
        (a, b, sign, sorted) => {
          // Sorted by id, as kept running totals are (one pass), or in any order, as SQL sums them.
          const sum = sorted ? combine(byUserId(a), byUserId(b), sign) : combine(a, b, sign);
          const [left, right] = [byId(a), byId(b)];
          const expected = [...new Set([...left.keys(), ...right.keys()])]
            .sort((x, y) => x - y)
            .map((id) => {
              const [l, r] = [left.get(id) ?? [0, 0, 0, 0], right.get(id) ?? [0, 0, 0, 0]];
              return [id, ...l.map((value, index) => value! + sign * r[index]!)];
            })
            .filter(([, ...values]) => values.some((value) => value !== 0));
          expect([...byId(sum)].map(([id, values]) => [id, ...values])).toEqual(expected);
        },
      ),
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
    expect(rowsIn(rankTotals(totals, () => true)).map((row) => row.user_id)).toEqual([3, big, 2]);
  });

  it('rank in the published order the players who scored, and only those the caller ranks', () => {
    fc.assert(
      fc.property(totalsArbitrary, fc.integer({ min: 2, max: 5 }), (totals, modulus) => {
        const isRanked = (id: number) => id % modulus !== 0;
        const rows = rowsIn(rankTotals(totals, isRanked));
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
