import { describe, expect, it } from 'vitest';
import { milestonesWithin, monthlyPlaces, roundWinners, sharpshooters, streakRounds } from './rules';

const standing = (userId: number, points: number, exact = 0, outcomes = 0) => ({ userId, points, exact, outcomes });

describe('round-winner', () => {
  it('goes to the player with the most points', () => {
    expect(
      roundWinners([
        { userId: 1, points: 7, exact: 1 },
        { userId: 2, points: 9, exact: 0 },
      ]),
    ).toEqual([2]);
  });

  it('is shared by everyone on the most points, without a tie-break', () => {
    expect(
      roundWinners([
        { userId: 1, points: 9, exact: 0 },
        { userId: 2, points: 9, exact: 1 },
        { userId: 3, points: 4, exact: 0 },
      ]),
    ).toEqual([1, 2]);
  });

  it('goes to nobody when nobody scored, or nobody played', () => {
    expect(roundWinners([{ userId: 1, points: 0, exact: 0 }])).toEqual([]);
    expect(roundWinners([])).toEqual([]);
  });
});

describe('sharpshooter', () => {
  it('needs three exact scores in the round; two are not enough', () => {
    expect(
      sharpshooters([
        { userId: 1, points: 15, exact: 3 },
        { userId: 2, points: 10, exact: 2 },
        { userId: 3, points: 20, exact: 4 },
      ]),
    ).toEqual([1, 3]);
  });
});

describe('monthly places', () => {
  it('awards first, second and third by points, nobody else', () => {
    expect(monthlyPlaces([standing(1, 5), standing(2, 9), standing(3, 7), standing(4, 3)])).toEqual([
      { userId: 2, badgeId: 'monthly-first', place: 1 },
      { userId: 3, badgeId: 'monthly-second', place: 2 },
      { userId: 1, badgeId: 'monthly-third', place: 3 },
    ]);
  });

  it('breaks equal points by exact scores, then correct outcomes', () => {
    expect(monthlyPlaces([standing(1, 9, 0, 3), standing(2, 9, 1, 2), standing(3, 9, 0, 4)])).toEqual([
      { userId: 2, badgeId: 'monthly-first', place: 1 },
      { userId: 3, badgeId: 'monthly-second', place: 2 },
      { userId: 1, badgeId: 'monthly-third', place: 3 },
    ]);
  });

  it('lets players equal on points, exact scores and outcomes share a place, skipping the next', () => {
    expect(monthlyPlaces([standing(4, 9, 1, 2), standing(7, 9, 1, 2), standing(2, 6), standing(3, 5)])).toEqual([
      { userId: 4, badgeId: 'monthly-first', place: 1 },
      { userId: 7, badgeId: 'monthly-first', place: 1 },
      { userId: 2, badgeId: 'monthly-third', place: 3 },
    ]);
  });

  it('gives a shared third place to everyone on it', () => {
    const awards = monthlyPlaces([standing(1, 9), standing(2, 8), standing(3, 7), standing(4, 7), standing(5, 6)]);
    expect(awards.map((award) => [award.userId, award.place])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 3],
    ]);
  });

  it('gives nothing to players on 0 points, even when fewer than three scored', () => {
    expect(monthlyPlaces([standing(1, 0, 0, 0), standing(2, 2, 0, 1)])).toEqual([
      { userId: 2, badgeId: 'monthly-first', place: 1 },
    ]);
    expect(monthlyPlaces([standing(1, 0)])).toEqual([]);
  });
});

describe('rank milestones', () => {
  it.each([
    [1, ['top-100', 'top-10', 'number-one']],
    [2, ['top-100', 'top-10']],
    [10, ['top-100', 'top-10']],
    [11, ['top-100']],
    [100, ['top-100']],
    [101, []],
    [0, []],
  ])('rank %i is within %j', (rank, badges) => {
    expect(milestonesWithin(rank)).toEqual(badges);
  });
});

describe('streak-5', () => {
  it('is earned at the fifth consecutive round with points, and again at the tenth', () => {
    expect(streakRounds([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([5, 10]);
  });

  it('starts over after a round without points (or not completed)', () => {
    expect(streakRounds([1, 2, 3, 4, 6, 7, 8, 9, 10])).toEqual([10]);
    expect(streakRounds([1, 2, 3, 4])).toEqual([]);
  });

  it('does not mind the order or repeats of its input', () => {
    expect(streakRounds([7, 3, 5, 4, 6, 6])).toEqual([7]);
  });
});
