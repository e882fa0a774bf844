import { describe, expect, it } from 'vitest';
import { apiFootballStages, roundAsStageLabel } from './api-football-stages';

const day = 86_400_000;

describe("API-Football's rounds as stages (issue 58)", () => {
  it('reads league, league-phase, group and knockout round names', () => {
    expect(roundAsStageLabel('Regular Season - 27')).toEqual({ round: 'Matchday 27', group: null });
    expect(roundAsStageLabel('League Stage - 5')).toEqual({ round: 'League, Matchday 5', group: null });
    expect(roundAsStageLabel('Group C - 2')).toEqual({ round: 'Matchday 2', group: 'Group C' });
    expect(roundAsStageLabel('8th Finals')).toEqual({ round: 'Round of 16', group: null });
    expect(roundAsStageLabel('3rd Place Final')).toEqual({ round: 'Match for third place', group: null });
    expect(roundAsStageLabel('1st Qualifying Round')).toBeUndefined();
  });

  it('gives a two-legged tie its legs and one tie key, and a league its matchdays', () => {
    const stages = apiFootballStages([
      { key: '1', round: 'League Stage - 1', kickoffMs: 0, home: 'a', away: 'b' },
      { key: '2', round: 'League Stage - 1', kickoffMs: 0, home: 'c', away: 'd' },
      { key: '3', round: 'Round of 16', kickoffMs: 10 * day, home: 'a', away: 'c' },
      { key: '4', round: 'Round of 16', kickoffMs: 17 * day, home: 'c', away: 'a' },
      { key: '5', round: 'Final', kickoffMs: 40 * day, home: 'a', away: 'd' },
    ]);
    expect(stages?.get('1')).toEqual({ key: 'league-phase-1', kind: 'league', group: null, leg: null, tieKey: null });
    const [first, second] = [stages?.get('3'), stages?.get('4')];
    expect([first?.key, first?.leg, second?.leg]).toEqual(['round-of-16', 1, 2]);
    expect(first?.tieKey).toBe(second?.tieKey);
    expect(stages?.get('5')).toMatchObject({ key: 'final', kind: 'knockout', leg: null });
  });

  it("stages a group match by its teams' group matches, its group unknown when API-Football does not name it", () => {
    const stages = apiFootballStages([
      { key: '1', round: 'Group Stage - 1', kickoffMs: 0, home: 'a', away: 'b' },
      { key: '2', round: 'Group Stage - 2', kickoffMs: day, home: 'a', away: 'c' },
      { key: '3', round: 'Group B - 1', kickoffMs: 0, home: 'x', away: 'y' },
    ]);
    expect(stages?.get('2')).toEqual({ key: 'group-stage-2', kind: 'group', group: null, leg: null, tieKey: null });
    expect(stages?.get('3')).toMatchObject({ key: 'group-stage-1', group: 'Group B' });
  });

  it('stages nothing when one round is not known, rather than a wrong stage', () => {
    expect(
      apiFootballStages([
        { key: '1', round: 'Regular Season - 1', kickoffMs: 0, home: 'a', away: 'b' },
        { key: '2', round: 'Relegation Round', kickoffMs: day, home: 'a', away: 'c' },
      ]),
    ).toBeNull();
  });
});
