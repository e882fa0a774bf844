import { describe, expect, it } from 'vitest';
import { buildBracket } from './bracket';
import { computeGroupTable } from './group-table';
import { championsLeague2024Matches, hasCompetitionData } from './openfootball.test-support';

// The Champions League 2024/25 as published (openfootball, CC0): one 36-team league phase, then two-legged ties.
describe.skipIf(!hasCompetitionData)('the Champions League 2024/25 file', () => {
  const matches = championsLeague2024Matches();

  it('ranks the league phase by points, then goal difference: Liverpool, Barcelona, Arsenal, Inter', () => {
    const table = computeGroupTable(
      matches.filter((match) => match.stage === 'League phase'),
      'uefa-league-phase-2024',
    );
    expect(table.rows).toHaveLength(36);
    expect(table.rows.every((row) => row.played === 8)).toBe(true);
    expect(table.rows.slice(0, 4).map((row) => [row.team, row.points])).toEqual([
      ['Liverpool FC (ENG)', 21],
      ['FC Barcelona (ESP)', 19],
      ['Arsenal FC (ENG)', 19],
      ['FC Internazionale Milano (ITA)', 19],
    ]);
  });

  it('adds up two legs, and names no winner where the data does not say (a level shoot-out, a final without a score)', () => {
    const rounds = buildBracket(matches, ['Play-offs', 'Round of 16', 'Quarterfinals', 'Semifinals', 'Final']);
    expect(rounds.map((round) => round.ties.length)).toEqual([8, 8, 4, 2, 1]);
    const tie = (team: string, round: number) =>
      rounds[round]?.ties.find((candidate) => candidate.home === team || candidate.away === team);
    expect(tie('PSV (NED)', 1)).toMatchObject({ aggregate: { home: 1 + 2, away: 7 + 2 }, winner: 'Arsenal FC (ENG)' });
    // The source gives Liverpool v PSG's shoot-out as 4-4: the winner is left unknown, not guessed.
    expect(tie('Liverpool FC (ENG)', 1)).toMatchObject({ aggregate: { home: 1, away: 1 }, winner: null });
    expect(tie('FC Barcelona (ESP)', 3)).toMatchObject({
      aggregate: { home: 6, away: 7 },
      winner: 'FC Internazionale Milano (ITA)',
    });
    expect(rounds[4]?.ties[0]).toMatchObject({ home: 'Paris Saint-Germain FC (FRA)', winner: null, decidedBy: null });
  });
});
