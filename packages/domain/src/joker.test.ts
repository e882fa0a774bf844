import { describe, expect, it } from 'vitest';
import { jokerChangeRefusal, JOKER_MULTIPLIER, multiplierOf } from './joker';
import { scorePrediction } from './score';

describe('the joker (issue 59)', () => {
  it('doubles the pick it is on and leaves the rule as it was', () => {
    expect(JOKER_MULTIPLIER).toBe(2);
    const scored = scorePrediction({ home: 2, away: 0 }, { home: 1, away: 0 }, { multiplier: multiplierOf(true) });
    expect(scored).toEqual({ rule: 'outcomeAndBucket', base: 3, multiplier: 2, points: 6 });
    expect(
      scorePrediction({ home: 2, away: 0 }, { home: 1, away: 0 }, { multiplier: multiplierOf(false) }).points,
    ).toBe(3);
  });

  it('is set, moved or removed while the matches it leaves and joins are open', () => {
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: true, current: null })).toBeNull();
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: true, current: { matchId: 2, open: true } })).toBeNull();
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: true, current: { matchId: 1, open: true } })).toBeNull();
  });

  it('is refused on a closed match, and fixed once the match it is on has closed', () => {
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: false, current: null })).toBe('matchClosed');
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: false, current: { matchId: 1, open: false } })).toBe(
      'jokerFixed',
    );
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: true, current: { matchId: 2, open: false } })).toBe(
      'jokerFixed',
    );
    expect(jokerChangeRefusal({ matchId: 1, matchOpen: false, current: { matchId: 2, open: false } })).toBe(
      'jokerFixed',
    );
  });
});
