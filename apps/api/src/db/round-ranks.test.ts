import { describe, expect, it } from 'vitest';
import { leadersOf, packRanks } from './round-ranks';

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
