import { describe, expect, it } from 'vitest';
import { parseGoalMinute, REPLAY_TIMELINE, replayedMatchAt, type ReplayScript } from './replayed-match';

const MIN = 60_000;
const at = (script: ReplayScript, minutes: number) => replayedMatchAt(script, minutes * MIN);
const goal = (text: string) => parseGoalMinute(text)!;

describe('parseGoalMinute', () => {
  it("reads openfootball's forms of a goal's minute", () => {
    expect(parseGoalMinute('67')).toEqual({ minute: 67, added: 0 });
    expect(parseGoalMinute('45+2')).toEqual({ minute: 45, added: 2 });
    expect(parseGoalMinute("90'+3")).toEqual({ minute: 90, added: 3 });
    expect(parseGoalMinute(90, 4)).toEqual({ minute: 90, added: 4 });
    expect(parseGoalMinute(12)).toEqual({ minute: 12, added: 0 });
  });

  it('refuses what is not a minute', () => {
    for (const value of ['', 'x', '0', '131', '-3', '45+', null, undefined, 12.5, {}]) {
      expect(parseGoalMinute(value)).toBeNull();
    }
  });
});

describe('a replayed match with the minutes of its goals', () => {
  // 3–1 (1–1 at half time): 9', 67' and 90+3' for the home side, 45+1' for the visitors.
  const script: ReplayScript = {
    ht: [1, 1],
    ft: [3, 1],
    goals: { home: [goal('9'), goal('67'), goal('90+3')], away: [goal('45+1')] },
  };

  it('is not started before its kick-off, with no score', () => {
    expect(at(script, -1)).toEqual({
      status: 'NS',
      elapsed: null,
      goals: { home: null, away: null },
      halftime: { home: null, away: null },
    });
  });

  it('runs the first half from 1′ into its added time, each goal from its minute', () => {
    expect(at(script, 0)).toMatchObject({ status: '1H', elapsed: 1, goals: { home: 0, away: 0 } });
    expect(at(script, 7.9)).toMatchObject({ elapsed: 8, goals: { home: 0, away: 0 } });
    expect(at(script, 8)).toMatchObject({ elapsed: 9, goals: { home: 1, away: 0 } });
    expect(at(script, 44)).toMatchObject({ elapsed: 45, goals: { home: 1, away: 0 } });
    // 45+1': the equaliser in added time.
    expect(at(script, 45)).toMatchObject({ status: '1H', elapsed: 46, goals: { home: 1, away: 1 } });
    expect(at(script, 46)).toMatchObject({ status: '1H', elapsed: 47 });
  });

  it('is at half time (HT) with the half-time score for fifteen minutes', () => {
    for (const minute of [REPLAY_TIMELINE.halfTimeAt, 55, REPLAY_TIMELINE.secondHalfAt - 1]) {
      expect(at(script, minute)).toEqual({
        status: 'HT',
        elapsed: 45,
        goals: { home: 1, away: 1 },
        halftime: { home: 1, away: 1 },
      });
    }
  });

  it('goes on from 46′ after the break, a goal at 67′ from 67′, added time to 90+8′', () => {
    expect(at(script, 62)).toMatchObject({ status: '2H', elapsed: 46, goals: { home: 1, away: 1 } });
    expect(at(script, 82)).toMatchObject({ status: '2H', elapsed: 66, goals: { home: 1, away: 1 } });
    expect(at(script, 83)).toMatchObject({ status: '2H', elapsed: 67, goals: { home: 2, away: 1 } });
    expect(at(script, 106)).toMatchObject({ elapsed: 90, goals: { home: 2, away: 1 } });
    expect(at(script, 108)).toMatchObject({ elapsed: 92, goals: { home: 2, away: 1 } });
    expect(at(script, 109)).toMatchObject({ elapsed: 93, goals: { home: 3, away: 1 } });
    expect(at(script, 114)).toMatchObject({ status: '2H', elapsed: 98 });
  });

  it('never stands still: every minute of play shows the next minute', () => {
    const minutes = Array.from({ length: REPLAY_TIMELINE.fullTimeAt }, (_, minute) => at(script, minute))
      .filter((state) => state.status === '1H' || state.status === '2H')
      .map((state) => state.elapsed);
    expect(minutes).toEqual([
      ...Array.from({ length: 47 }, (_, index) => index + 1),
      ...Array.from({ length: 53 }, (_, index) => index + 46),
    ]);
  });

  it('is over at full time with the real score', () => {
    expect(at(script, REPLAY_TIMELINE.fullTimeAt)).toEqual({
      status: 'FT',
      elapsed: null,
      goals: { home: 3, away: 1 },
      halftime: { home: 1, away: 1 },
    });
  });

  it("counts a goal in added time beyond the replay's in that half's last minute", () => {
    const late: ReplayScript = { ht: [1, 0], ft: [1, 1], goals: { home: [goal('45+5')], away: [goal('90+12')] } };
    expect(at(late, 45)).toMatchObject({ elapsed: 46, goals: { home: 0, away: 0 } });
    expect(at(late, 46)).toMatchObject({ elapsed: 47, goals: { home: 1, away: 0 } });
    expect(at(late, 113)).toMatchObject({ elapsed: 97, goals: { home: 1, away: 0 } });
    expect(at(late, 114)).toMatchObject({ elapsed: 98, goals: { home: 1, away: 1 } });
  });

  it('never counts a second-half goal in the first half, whatever the added time', () => {
    const early: ReplayScript = { ht: [0, 0], ft: [1, 0], goals: { home: [goal('46')], away: [] } };
    expect(at(early, 46)).toMatchObject({ status: '1H', elapsed: 47, goals: { home: 0, away: 0 } });
    expect(at(early, 62)).toMatchObject({ status: '2H', elapsed: 46, goals: { home: 1, away: 0 } });
  });
});

describe('a replayed match without the minutes of its goals', () => {
  it('shows no score in a first half that was not goalless, the half-time score at HT, the final at FT', () => {
    const script: ReplayScript = { ht: [1, 0], ft: [2, 1] };
    expect(at(script, 20)).toMatchObject({ status: '1H', elapsed: 21, goals: { home: null, away: null } });
    expect(at(script, 50)).toMatchObject({ status: 'HT', goals: { home: 1, away: 0 } });
    expect(at(script, 80)).toMatchObject({
      status: '2H',
      elapsed: 64,
      goals: { home: null, away: null },
      halftime: { home: 1, away: 0 },
    });
    expect(at(script, 115)).toMatchObject({ status: 'FT', goals: { home: 2, away: 1 } });
  });

  it('shows what the data does tell: 0–0 through a goalless first half, the score of a goalless second half', () => {
    const script: ReplayScript = { ht: [0, 0], ft: [0, 0] };
    expect(at(script, 20)).toMatchObject({ status: '1H', goals: { home: 0, away: 0 } });
    expect(at(script, 80)).toMatchObject({ status: '2H', goals: { home: 0, away: 0 } });
    const noneAfterTheBreak: ReplayScript = { ht: [2, 1], ft: [2, 1] };
    expect(at(noneAfterTheBreak, 20)).toMatchObject({ goals: { home: null, away: null } });
    expect(at(noneAfterTheBreak, 80)).toMatchObject({ goals: { home: 2, away: 1 } });
  });

  it('trusts no goal minutes that disagree with the half-time or full-time score', () => {
    const wrongTotal: ReplayScript = { ht: [1, 0], ft: [2, 0], goals: { home: [goal('9')], away: [] } };
    expect(at(wrongTotal, 20)).toMatchObject({ goals: { home: null, away: null } });
    const wrongHalf: ReplayScript = { ht: [1, 0], ft: [1, 0], goals: { home: [goal('60')], away: [] } };
    expect(at(wrongHalf, 20)).toMatchObject({ goals: { home: null, away: null } });
    expect(at(wrongHalf, 80)).toMatchObject({ goals: { home: 1, away: 0 } });
  });
});
