import { describe, expect, it } from 'vitest';
import { biggestClimb } from '../modules/predictions/leaderboard-view';
import { leadersOf, packRanks, rankedIn, rankReader, type PackedRanks } from './round-ranks';

/** Rows in ranking order, as the ranked rows of a ranking read them. */
const inOrder = (rows: { user_id: number; points: number }[]) => ({
  length: rows.length,
  userIdAt: (index: number) => rows[index]!.user_id,
  pointsAt: (index: number) => rows[index]!.points,
});

const ranksIn = (data: Uint8Array) => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return Array.from({ length: data.byteLength / 4 }, (_, slot) => view.getInt32(slot * 4));
};

describe('packRanks (a completed round’s ranks, ADR 029)', () => {
  it('gives every user id of the span its rank in the given order, and 0 to ids not ranked', () => {
    const packed = packRanks(
      inOrder([
        { user_id: 5, points: 9 },
        { user_id: 3, points: 4 },
        { user_id: 8, points: 0 },
      ]),
    )!;
    expect(packed).toMatchObject({ firstUserId: 3, players: 3, withPoints: 2 });
    expect(ranksIn(packed.data)).toEqual([2, 0, 1, 0, 0, 3]);
  });

  it('reads back through leadersOf: each player ranked with points, with their rank', () => {
    const packed = packRanks(
      inOrder([
        { user_id: 12, points: 7 },
        { user_id: 10, points: 7 },
        { user_id: 11, points: 0 },
      ]),
    )!;
    expect(leadersOf(packed, 3)).toEqual([
      { userId: 10, rank: 2 },
      { userId: 12, rank: 1 },
    ]);
  });

  it('records nothing while nobody is ranked', () => {
    expect(packRanks(inOrder([]))).toBeUndefined();
  });
});

const biggestClimbOf = (now: PackedRanks, before: PackedRanks, skip?: Set<number>) =>
  biggestClimb(rankedIn(now), rankReader(before), skip);

describe('biggestClimb over two rounds’ packed ranks (issue 59: the round’s biggest climber)', () => {
  const ranked = (ids: number[]) => packRanks(inOrder(ids.map((user_id) => ({ user_id, points: 1 }))))!;

  it('names the player who gained the most places; a newcomer has no place to climb from', () => {
    const before = ranked([1, 2, 3, 4, 5]);
    // 5 rises from 5th to 2nd (3 places), 3 from 3rd to 1st (2 places), 9 is new.
    const now = ranked([3, 5, 9, 1, 2, 4]);
    expect(biggestClimbOf(now, before)).toEqual({ userId: 5, from: 5, to: 2 });
  });

  it('breaks a tie by the better place now, and finds nobody when nobody rose', () => {
    const before = ranked([10, 11, 12, 13]);
    // 12 and 13 both rise two places: 12 is 1st now.
    expect(biggestClimbOf(ranked([12, 13, 10, 11]), before)).toEqual({ userId: 12, from: 3, to: 1 });
    expect(biggestClimbOf(before, before)).toBeUndefined();
    // A player left out (blocked since) is passed over for the next.
    expect(biggestClimbOf(ranked([12, 13, 10, 11]), before, new Set([12]))).toEqual({ userId: 13, from: 4, to: 2 });
  });

  it('reads players outside the older row’s span as not ranked before', () => {
    expect(biggestClimbOf(ranked([40, 2]), ranked([2, 3]))).toEqual(undefined);
    expect(biggestClimbOf(ranked([3, 2]), ranked([2, 3]))).toEqual({ userId: 3, from: 2, to: 1 });
  });
});
