import { describe, expect, it } from 'vitest';
import { computeGroupTable, computeGroupTables } from './group-table';
import type { TournamentMatch } from './types';

let nextId = 1;
/** A finished match: 'A 2-1 B'. */
function played(text: string, extra: Partial<TournamentMatch> = {}): TournamentMatch {
  const [, home = '', homeGoals, awayGoals, away = ''] = /^(\S+) (\d+)-(\d+) (\S+)$/.exec(text) ?? [];
  return {
    id: nextId++,
    stage: 'Group stage',
    group: 'A',
    kickoff: '2026-06-11T20:00:00Z',
    home,
    away,
    isFinished: true,
    fullTime: { home: Number(homeGoals), away: Number(awayGoals) },
    ...extra,
  };
}

const order = (rows: { team: string }[]) => rows.map((row) => row.team);

describe('computeGroupTable, FIFA World Cup 2026', () => {
  it('counts played, won, drawn, lost, goals and points of finished matches only', () => {
    const table = computeGroupTable(
      [
        played('MEX 2-0 RSA'),
        played('KOR 1-1 CZE'),
        { ...played('MEX 5-0 KOR'), isFinished: false }, // live: does not count yet
      ],
      'fifa-world-cup-2026',
      ['MEX', 'RSA', 'KOR', 'CZE'],
    );
    expect(table.rows[0]).toMatchObject({
      team: 'MEX',
      position: 1,
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 0,
      goalDifference: 2,
      points: 3,
      isLevel: false,
    });
    expect(table.rows.find((row) => row.team === 'KOR')).toMatchObject({ played: 1, drawn: 1, points: 1 });
    expect(table.rows.at(-1)).toMatchObject({ team: 'RSA', lost: 1, points: 0, goalDifference: -2 });
    expect(table.isComplete).toBe(false);
  });

  it('ranks teams level on points by their match between them before overall goal difference', () => {
    // B beat A, but A has the better goal difference overall: FIFA puts B first.
    const table = computeGroupTable(
      [
        played('B 1-0 A'),
        played('A 5-0 C'),
        played('B 0-1 C'),
        played('A 1-0 D'),
        played('B 1-0 D'),
        played('C 0-2 D'),
      ],
      'fifa-world-cup-2026',
    );
    expect(order(table.rows).slice(0, 2)).toEqual(['B', 'A']);
    expect(table.rows[1]?.goalDifference).toBeGreaterThan(table.rows[0]?.goalDifference ?? 0);
  });

  it('applies the head-to-head again to the teams still level among themselves', () => {
    // A, B, C on 6 points each after beating D and each other in a circle; A and B are level on the mini-table's
    // goals once C drops out, and A beat B: A, B, C.
    const table = computeGroupTable(
      [
        played('A 1-0 B'),
        played('B 2-1 C'),
        played('C 1-0 A'),
        played('A 3-0 D'),
        played('B 1-0 D'),
        played('C 1-0 D'),
      ],
      'fifa-world-cup-2026',
    );
    // Mini-table: A 3 pts GD 0 GF 1, B 3 pts GD 0 GF 2, C 3 pts GD 0 GF 2 → B and C ahead of A; between B and C, B won.
    expect(order(table.rows)).toEqual(['B', 'C', 'A', 'D']);
    expect(table.rows.every((row) => !row.isLevel)).toBe(true);
  });

  it('shows teams level on every criterion the data has as level, in name order, sharing a position', () => {
    const table = computeGroupTable(
      [played('Zambia 1-1 Angola'), played('Zambia 0-0 Chad'), played('Angola 0-0 Chad')],
      'fifa-world-cup-2026',
    );
    expect(table.rows.map((row) => [row.position, row.team, row.isLevel])).toEqual([
      [1, 'Angola', true],
      [1, 'Zambia', true],
      [3, 'Chad', false],
    ]);
    expect(table.isComplete).toBe(true);
  });
});

describe('computeGroupTable, UEFA league phase', () => {
  it('ranks by goal difference, goals, then away goals scored', () => {
    // X and Y: 3 points, goal difference +1, 3 goals each; Y scored 3 away, X 1.
    const table = computeGroupTable(
      [played('X 2-0 P'), played('Q 2-1 X'), played('Y 1-2 R'), played('S 0-3 Y')],
      'uefa-league-phase-2024',
    );
    expect(order(table.rows).slice(0, 2)).toEqual(['Y', 'X']);
  });

  it('reads no head-to-head: a win over the team level on points does not decide', () => {
    const table = computeGroupTable(
      [played('X 1-0 Y'), played('Y 4-0 P'), played('Q 1-0 X')],
      'uefa-league-phase-2024',
    );
    // X, Y and Q on 3 points: Y (+3) and Q (+1) above X (0), although X beat Y.
    expect(order(table.rows)).toEqual(['Y', 'Q', 'X', 'P']);
  });
});

describe('computeGroupTables', () => {
  it('keys the tables by group and lists a group yet to play with zeros', () => {
    const tables = computeGroupTables([played('A1 1-0 A2', { group: 'A' })], 'fifa-world-cup-2026', {
      A: ['A1', 'A2'],
      B: ['B1', 'B2'],
    });
    expect([...tables.keys()]).toEqual(['A', 'B']);
    expect(tables.get('B')?.rows.map((row) => [row.position, row.played, row.isLevel])).toEqual([
      [1, 0, true],
      [1, 0, true],
    ]);
  });
});
