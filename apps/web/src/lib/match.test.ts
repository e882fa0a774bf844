import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/testing/make-match';
import { aggregateNoteOf, phaseOf, resultNoteOf, scoreOf, stageLineOf } from './match';

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

describe('how a knockout match ended (issue 58)', () => {
  const knockout = { key: 'round-of-16', name: 'Round of 16', kind: 'knockout', group: null, leg: null } as const;
  it('says a shoot-out with its kicks, or without them when the source lacks them', () => {
    const shootOut = makeMatch({ status: 'PEN', goals: { home: 1, away: 1 }, penalty: { home: 3, away: 4 } });
    expect(resultNoteOf(shootOut)).toBe('on penalties 3–4');
    expect(resultNoteOf(makeMatch({ status: 'PEN', goals: { home: 0, away: 1 } }))).toBe('on penalties');
  });
  it('says extra time with the score after 90 minutes, and nothing for a match decided in 90 minutes', () => {
    const extraTime = makeMatch({ status: 'AET', goals: { home: 1, away: 0 }, regulartime: { home: 0, away: 0 } });
    expect(resultNoteOf(extraTime)).toBe('after extra time · 0–0 after 90 minutes');
    expect(resultNoteOf(makeMatch({ status: 'FT', goals: { home: 2, away: 0 } }))).toBeNull();
  });
  it("names the stage with its group or leg, and a second leg's aggregate", () => {
    const secondLeg = makeMatch({ stage: { ...knockout, leg: 2 }, aggregate: { home: 1, away: 1 } });
    expect(stageLineOf(secondLeg)).toBe('Round of 16 · 2nd leg');
    expect(aggregateNoteOf(secondLeg)).toBe('Agg. 1–1');
    const group = {
      key: 'group-stage-1',
      name: 'Group stage · Matchday 1',
      kind: 'group',
      group: 'Group A',
      leg: null,
    } as const;
    expect(stageLineOf(makeMatch({ stage: group }))).toBe('Group A · Group stage · Matchday 1');
    expect(stageLineOf(makeMatch({ round: 27 }))).toBe('Matchday 27');
    expect(aggregateNoteOf(makeMatch())).toBeNull();
  });
});
