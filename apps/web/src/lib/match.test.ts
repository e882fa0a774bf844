import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/testing/make-match';
import { phaseOf, scoreOf } from './match';

describe('phaseOf', () => {
  it.each([
    ['NS', 'scheduled'],
    ['PST', 'postponed'],
    ['1H', 'live'],
    ['HT', 'live'],
    ['FT', 'finished'],
    ['PEN', 'finished'],
    ['ABD', 'cancelled'],
  ] as const)("reads %s from the match's status code as %s", (status, phase) => {
    expect(phaseOf(makeMatch({ status }))).toBe(phase);
  });
});

describe('scoreOf', () => {
  it('has no score before kick-off', () => {
    expect(scoreOf(makeMatch())).toBeNull();
    expect(scoreOf(makeMatch({ status: 'FT', goals: { home: 0, away: 0 } }))).toEqual({ home: 0, away: 0 });
  });
});
