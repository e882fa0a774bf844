import { describe, expect, it } from 'vitest';
import { matchStatusCodes } from '@scoreline/contracts';
import {
  arePicksPublic,
  isFinishedStatus,
  isKickoffTimeKnown,
  isNotStartedStatus,
  isOverStatus,
  matchPhaseOf,
  statusCodesOf,
} from './match-phase';

describe('match phases from provider status codes', () => {
  it('reads full time, extra time and penalties as finished', () => {
    expect(statusCodesOf('finished')).toEqual(['FT', 'AET', 'PEN']);
    expect(isFinishedStatus('AET')).toBe(true);
  });

  it('keeps a postponed match apart from a scheduled one, though neither has kicked off', () => {
    expect(matchPhaseOf('PST')).toBe('postponed');
    expect(matchPhaseOf('NS')).toBe('scheduled');
    expect(isNotStartedStatus('PST') && isNotStartedStatus('TBD')).toBe(true);
  });

  it('counts a suspended or interrupted match as still live', () => {
    expect(matchPhaseOf('SUSP')).toBe('live');
    expect(matchPhaseOf('INT')).toBe('live');
  });

  it('treats cancelled, abandoned, awarded and walk-over matches as over without being finished', () => {
    for (const status of ['CANC', 'ABD', 'AWD', 'WO'] as const) {
      expect(matchPhaseOf(status)).toBe('cancelled');
      expect(isOverStatus(status)).toBe(true);
      expect(isFinishedStatus(status)).toBe(false);
    }
  });

  it('gives every status code of the contract exactly one phase', () => {
    const phases = ['scheduled', 'postponed', 'live', 'finished', 'cancelled'] as const;
    const all = phases.flatMap((phase) => statusCodesOf(phase));
    expect([...all].sort()).toEqual([...matchStatusCodes].sort());
  });

  it('makes picks public once the provider says the match is live or finished', () => {
    expect(matchStatusCodes.filter(arePicksPublic)).toEqual(statusCodesOf('live', 'finished'));
  });

  it('keeps picks hidden for a match not started, postponed, without a time or cancelled, whatever the clock says', () => {
    for (const status of ['NS', 'TBD', 'PST', 'CANC', 'ABD', 'AWD', 'WO'] as const) {
      expect(arePicksPublic(status)).toBe(false);
    }
  });

  it('knows no kick-off time for a match whose time is to be defined (TBD), and every other one', () => {
    expect(matchStatusCodes.filter((status) => !isKickoffTimeKnown(status))).toEqual(['TBD']);
  });
});
