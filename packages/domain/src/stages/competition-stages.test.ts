import { describe, expect, it } from 'vitest';
import { competitionStages, stageNameOf, type StageSourceMatch } from './competition-stages';

const day = 86_400_000;
let nextId = 0;
function match(
  round: string,
  home: string,
  away: string,
  dayNumber: number,
  group: string | null = null,
): StageSourceMatch {
  nextId += 1;
  return { id: String(nextId), round, group, kickoffMs: dayNumber * day, home, away };
}

const names = (matches: StageSourceMatch[]) =>
  competitionStages(matches).stages.map((stage) => [stage.name, stage.matchCount]);

describe('competitionStages', () => {
  it('orders league matchdays by number, not by the order of the file', () => {
    const matches = [
      match('Matchday 2', 'a', 'b', 8),
      match('Matchday 1', 'b', 'a', 1),
      match('Matchday 10', 'a', 'b', 60),
    ];
    expect(competitionStages(matches).stages).toEqual([
      { key: 'matchday-1', kind: 'league', name: 'Matchday 1', order: 1, isTwoLegged: false, matchCount: 1 },
      { key: 'matchday-2', kind: 'league', name: 'Matchday 2', order: 2, isTwoLegged: false, matchCount: 1 },
      { key: 'matchday-10', kind: 'league', name: 'Matchday 10', order: 3, isTwoLegged: false, matchCount: 1 },
    ]);
  });

  it("counts a group's rounds by each team's first, second and third match, not by the file's calendar days", () => {
    const matches = [
      match('Matchday 1', 'a', 'b', 1, 'Group A'),
      match('Matchday 2', 'c', 'd', 2, 'Group A'),
      match('Matchday 5', 'a', 'c', 5, 'Group A'),
      match('Matchday 6', 'b', 'd', 6, 'Group A'),
      match('Matchday 9', 'd', 'a', 9, 'Group A'),
      match('Matchday 9', 'b', 'c', 9, 'Group A'),
      match('Round of 16', 'a', 'x', 12),
      match('Final', 'a', 'y', 20),
    ];
    expect(names(matches)).toEqual([
      ['Group stage · Matchday 1', 2],
      ['Group stage · Matchday 2', 2],
      ['Group stage · Matchday 3', 2],
      ['Round of 16', 1],
      ['Final', 1],
    ]);
  });

  it('pairs the two legs of a tie and names the Champions League rounds', () => {
    const matches = [
      match('League, Matchday 8', 'a', 'b', 1),
      match('Playoffs, Matchday 1', 'c', 'd', 10),
      match('Playoffs, Matchday 2', 'd', 'c', 17),
      match('Finals, Quarterfinals', 'a', 'c', 30),
      match('Finals, Quarterfinals', 'c', 'a', 37),
      match('Finals, Semifinals', 'e', 'a', 50),
      match('Finals, Semifinals', 'a', 'e', 57),
      match('Finals, Final', 'a', 'f', 70),
    ];
    const result = competitionStages(matches);
    expect(result.stages.map((stage) => [stage.key, stage.name, stage.isTwoLegged, stage.matchCount])).toEqual([
      ['league-phase-8', 'League phase · Matchday 8', false, 1],
      ['play-offs', 'Play-offs', true, 2],
      ['quarter-final', 'Quarter-final', true, 2],
      ['semi-final', 'Semi-final', true, 2],
      ['final', 'Final', false, 1],
    ]);
    const [, first, second, , , semiFirst, semiSecond, final] = matches.map((m) => result.matches.get(m.id));
    expect(first).toEqual({ stageKey: 'play-offs', leg: 1, tieKey: 'play-offs:c:d' });
    expect(second).toEqual({ stageKey: 'play-offs', leg: 2, tieKey: 'play-offs:c:d' });
    expect([semiFirst?.leg, semiSecond?.leg, semiFirst?.tieKey === semiSecond?.tieKey]).toEqual([1, 2, true]);
    expect(final).toEqual({ stageKey: 'final', leg: null, tieKey: null });
  });

  it('refuses a round label it does not know rather than guessing its place', () => {
    expect(() => competitionStages([match('Finals, Round of 3', 'a', 'b', 1)])).toThrow(/Unknown round/);
  });

  it('names a stage from its key as it names the stages it makes', () => {
    const matches = [
      match('League, Matchday 5', 'a', 'b', 1),
      match('Matchday 1', 'a', 'b', 2, 'Group A'),
      match('Playoffs, Matchday 1', 'a', 'b', 3),
      match('Match for third place', 'a', 'c', 4),
      match('Matchday 27', 'a', 'c', 5),
    ];
    for (const stage of competitionStages(matches).stages) expect(stageNameOf(stage.key)).toBe(stage.name);
    expect(stageNameOf('regular-season-27')).toBeNull();
  });
});
