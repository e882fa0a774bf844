import { describe, expect, it } from 'vitest';
import { rankingOf, type Ranking } from './leaderboard-cache';
import {
  aroundOf,
  pinnedOf,
  placeOf,
  ranksWithinGroup,
  restrictRanking,
  winnersOf,
  withEveryMember,
} from './leaderboard-view';

const rankingByPoints = (points: number[]): Ranking =>
  rankingOf(points.map((value, index) => ({ user_id: index + 1, points: value, scored: 1, exact: 0, outcomes: 0 })));
const userIdsOf = (ranking: Ranking) => Array.from({ length: ranking.rows.length }, (_, i) => ranking.rows.userIdAt(i));

describe('leaderboard views', () => {
  const whole = rankingByPoints([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);

  it('restricts a ranking to some players, in the same order, positions renumbered', () => {
    const group = restrictRanking(whole, [7, 2, 99, 5, 2]);
    expect(userIdsOf(group)).toEqual([2, 5, 7]);
    expect(placeOf(group, 7)).toMatchObject({ position: 3 });
    expect(placeOf(group, 99)).toBeUndefined();
  });

  it('lists every member of a group: the ranked in order, then the unranked with 0, in the order given', () => {
    const group = withEveryMember(whole, [120, 7, 2, 99, 5, 2]);
    expect(userIdsOf(group)).toEqual([2, 5, 7, 120, 99]);
    expect(placeOf(group, 99)).toEqual({
      row: { user_id: 99, points: 0, scored: 0, exact: 0, outcomes: 0 },
      position: 5,
    });
    expect(placeOf(group, 7)).toMatchObject({ position: 3, row: { points: 3 } });
    expect(userIdsOf(withEveryMember(whole, [3, 1]))).toEqual([1, 3]);
  });

  it('answers five rows each side of a player where there are that many', () => {
    expect(aroundOf(whole, placeOf(whole, 2)).map((placed) => placed.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(aroundOf(whole, placeOf(whole, 7)).map((placed) => placed.position)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(aroundOf(whole, undefined)).toEqual([]);
  });

  it('places pinned players in ranking order, leaving out the unranked', () => {
    expect(pinnedOf(whole, [9, 42, 3]).map((placed) => [placed.position, placed.row.user_id])).toEqual([
      [3, 3],
      [9, 9],
    ]);
  });

  it('ranks a group at a snapshot among the members who had a rank then', () => {
    expect([
      ...ranksWithinGroup(
        new Map([
          [4, 30],
          [8, 2],
          [6, 17],
        ]),
      ).entries(),
    ]).toEqual([
      [8, 1],
      [6, 2],
      [4, 3],
    ]);
  });

  it('names every player tied on the most points, and nobody when the best is 0', () => {
    expect(winnersOf(rankingByPoints([5, 5, 3]))).toEqual({ points: 5, userIds: [1, 2] });
    expect(winnersOf(rankingByPoints([0, 0]))).toBeUndefined();
    expect(winnersOf(rankingByPoints([]))).toBeUndefined();
  });
});

describe('positionsOf (issue 14)', () => {
  it.each([
    ['dense ids (an array)', [5, 3, 9, 1]],
    ['sparse ids (a Map)', [5, 3_000_000, 9, 1]],
  ])('finds each ranked player by id and nobody else, with %s', (_, ids) => {
    const { positions } = rankingOf(ids.map((id) => ({ user_id: id, points: 0, scored: 1, exact: 0, outcomes: 0 })));
    expect(ids.map((id) => positions.get(id))).toEqual([0, 1, 2, 3]);
    expect([2, 0, -1, 1.5, 4_000_000].map((id) => [positions.get(id), positions.has(id)])).toEqual(
      Array.from({ length: 5 }, () => [undefined, false]),
    );
  });
});
