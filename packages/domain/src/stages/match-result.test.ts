import { describe, expect, it } from 'vitest';
import { matchResultOf } from './match-result';

describe('matchResultOf', () => {
  it('scores a match decided in 90 minutes on its full-time score', () => {
    expect(matchResultOf({ ft: [2, 0] })).toEqual({
      fullTime: [2, 0],
      afterExtraTime: null,
      penalties: null,
      scored: [2, 0],
      decidedBy: 'full-time',
    });
  });

  it('scores a match decided in extra time on the score after extra time (ADR 059)', () => {
    expect(matchResultOf({ ft: [1, 1], et: [3, 2] })).toMatchObject({ scored: [3, 2], decidedBy: 'extra-time' });
  });

  it('scores a shoot-out on the level score after extra time, never on the kicks', () => {
    expect(matchResultOf({ ft: [1, 1], et: [1, 1], p: [3, 4] })).toEqual({
      fullTime: [1, 1],
      afterExtraTime: [1, 1],
      penalties: [3, 4],
      scored: [1, 1],
      decidedBy: 'penalties',
    });
  });

  it('keeps an impossible level shoot-out as unknown and a match without a score as unknown', () => {
    expect(matchResultOf({ ft: [0, 1], et: [0, 1], p: [4, 4] })).toMatchObject({
      penalties: null,
      decidedBy: 'penalties',
    });
    expect(matchResultOf({})).toEqual({
      fullTime: null,
      afterExtraTime: null,
      penalties: null,
      scored: null,
      decidedBy: null,
    });
  });
});
