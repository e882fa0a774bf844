import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, BracketTie, GroupTables } from '@scoreline/contracts';
import { footballSyncJob } from '../../src/jobs/football-sync.job';
import { get } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 58 (docs/decisions/104): GET /competitions/{slug}/groups and /bracket, computed from the imported matches of
 * the World Cup 2026 and the Champions League 2024/25. The numbers checked by hand against data/competitions/.
 */

const slugs = 'world-cup-2026,champions-league-2024-25';

async function sync(t: TestApp, slug: string) {
  const competitionSync = t.app.deps.competitionSyncs.get(slug);
  if (!competitionSync) throw new Error(`${slug} is not configured`);
  await competitionSync.runOnce();
}

const sideName = (tie: BracketTie, side: 'home' | 'away') => tie[side].team?.name ?? null;

describe('the tournament pages on the real dates (every match played)', () => {
  let t: TestApp;
  let groups: GroupTables;
  let bracket: Bracket;
  beforeAll(async () => {
    t = await createTestApp({
      clockStart: '2026-12-07T10:00:00Z',
      env: { REPLAY_ROUND: 'off', EMBEDDED_COMPETITIONS: slugs },
    });
    await sync(t, 'world-cup-2026');
    await sync(t, 'champions-league-2024-25');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the World Cup's 12 groups, each ranked by FIFA's order (Group A as in the file)", async () => {
    const response = await get(t.app, '/competitions/world-cup-2026/groups');
    expect(response.statusCode).toBe(200);
    groups = response.json().data;
    expect(groups).toMatchObject({ competition: 'world-cup-2026', stage: 'Group stage' });
    expect(groups.tables.map((table) => table.name)).toEqual([...'ABCDEFGHIJKL'].map((label) => `Group ${label}`));
    expect(groups.tables.every((table) => table.rows.length === 4 && table.isComplete)).toBe(true);
    const [groupA] = groups.tables;
    expect(groupA?.tieBreak).toBe('fifa-world-cup-2026');
    // Mexico 2-0 South Africa, … (worldcup-2026.matches.json): counted by hand.
    expect(
      groupA?.rows.map((row) => [
        row.position,
        row.team.name,
        row.played,
        row.won,
        row.drawn,
        row.lost,
        row.goalsFor,
        row.goalsAgainst,
        row.points,
      ]),
    ).toEqual([
      [1, 'Mexico', 3, 3, 0, 0, 6, 0, 9],
      [2, 'South Africa', 3, 1, 1, 1, 2, 3, 4],
      [3, 'South Korea', 3, 1, 0, 2, 2, 3, 3],
      [4, 'Czech Republic', 3, 0, 1, 2, 2, 6, 1],
    ]);
    expect(groupA?.rows[0]?.team).toMatchObject({ code: 'MEX', flag: '🇲🇽' });
  });

  it('answers the bracket from the Round of 32 to the final, Spain winning it after extra time', async () => {
    const response = await get(t.app, '/competitions/world-cup-2026/bracket');
    expect(response.statusCode).toBe(200);
    bracket = response.json().data;
    expect(bracket.rounds.map((round) => [round.name, round.ties.length])).toEqual([
      ['Round of 32', 16],
      ['Round of 16', 8],
      ['Quarter-final', 4],
      ['Semi-final', 2],
      ['Match for third place', 1],
      ['Final', 1],
    ]);
    // In the drawing's order: match 74 and 77 feed match 89, 73 and 75 feed 90, and so on up to the final.
    expect(bracket.rounds[0]?.ties.slice(0, 4).map((tie) => tie.id)).toEqual([74, 77, 73, 75]);
    expect(bracket.rounds[1]?.ties.slice(0, 4).map((tie) => tie.id)).toEqual([89, 90, 93, 94]);
    const final = bracket.rounds.at(-1)?.ties[0] as BracketTie;
    expect([sideName(final, 'home'), sideName(final, 'away')]).toEqual(['Spain', 'Argentina']);
    expect(final).toMatchObject({ id: 104, winner: 'home', decidedBy: 'extra-time', aggregate: null });
    expect(final.legs).toEqual([
      expect.objectContaining({
        leg: null,
        isFinished: true,
        fullTime: { home: 0, away: 0 },
        extraTime: { home: 1, away: 0 },
        penalties: null,
      }),
    ]);
    // The slots of the encoded bracket: match 73 is Runner-up A v Runner-up B (South Africa v Canada).
    const first = bracket.rounds[0]?.ties.find((tie) => tie.id === 73) as BracketTie;
    expect(first.home).toMatchObject({
      slot: { kind: 'group', group: 'A', position: 2 },
      team: { name: 'South Africa' },
    });
    // A leg links to the stored match.
    const match = await get(t.app, `/match/${first.legs[0]?.matchId}`);
    expect(match.json().data).toMatchObject({ details: { teams: { home: { name: 'South Africa' } } } });
    const shootOuts = bracket.rounds.flatMap((round) => round.ties).filter((tie) => tie.decidedBy === 'penalties');
    expect(shootOuts).toHaveLength(4);
  });

  it("answers the Champions League's league phase as one table of 36 and its two-legged ties' aggregates", async () => {
    const tables = (await get(t.app, '/competitions/champions-league-2024-25/groups')).json().data as GroupTables;
    expect(tables.stage).toBe('League phase');
    expect(tables.tables).toHaveLength(1);
    const [table] = tables.tables;
    expect(table).toMatchObject({
      group: null,
      name: 'League phase',
      tieBreak: 'uefa-league-phase-2024',
      isComplete: true,
    });
    expect(table?.rows).toHaveLength(36);
    // Liverpool: 7 won, 1 lost, 17–5 (uefa-cl-2024-25.matches.json); Young Boys last with none.
    expect(table?.rows[0]).toMatchObject({ position: 1, won: 7, lost: 1, goalsFor: 17, goalsAgainst: 5, points: 21 });
    expect(table?.rows[0]?.team.name).toMatch(/Liverpool/);
    expect(table?.rows[35]).toMatchObject({ position: 36, points: 0, goalsFor: 3, goalsAgainst: 24 });

    const cup = (await get(t.app, '/competitions/champions-league-2024-25/bracket')).json().data as Bracket;
    expect(cup.rounds.map((round) => round.name)).toEqual([
      'Play-offs',
      'Round of 16',
      'Quarter-final',
      'Semi-final',
      'Final',
    ]);
    // PSV 1–7 Arsenal, Arsenal 2–2 PSV: 3–9 on aggregate from the first leg's home side.
    const psvArsenal = cup.rounds[1]?.ties.find((tie) => sideName(tie, 'away')?.includes('Arsenal')) as BracketTie;
    expect(sideName(psvArsenal, 'home')).toMatch(/PSV/);
    expect(psvArsenal).toMatchObject({ aggregate: { home: 3, away: 9 }, winner: 'away', decidedBy: 'aggregate' });
    expect(psvArsenal.legs.map((leg) => [leg.leg, leg.hostSide, leg.fullTime])).toEqual([
      [1, 'home', { home: 1, away: 7 }],
      [2, 'away', { home: 2, away: 2 }],
    ]);
    // The final has no score in the source: not finished, no winner, never invented.
    expect(cup.rounds.at(-1)?.ties[0]).toMatchObject({ winner: null, decidedBy: null });
  });

  it('refuses an unknown slug (404) and a malformed one (400)', async () => {
    const unknown = await get(t.app, '/competitions/euro-2028/groups');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No competition of that name is played here');
    expect((await get(t.app, '/competitions/euro-2028/bracket')).statusCode).toBe(404);
    const malformed = await get(t.app, '/competitions/World%20Cup/bracket');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('slug');
  });

  it('answers 304 to a client holding the answer, the same answer kept until the matches move', async () => {
    const first = await get(t.app, '/competitions/world-cup-2026/groups');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/competitions/world-cup-2026/groups',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("the World Cup before its first match (replayed on today's calendar)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clockStart: '2026-12-07T10:00:00Z', env: { EMBEDDED_COMPETITIONS: 'world-cup-2026' } });
    await t.app.deps.jobs.send(footballSyncJob, {});
    await t.settle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every group with zeros, provisional', async () => {
    const groups = (await get(t.app, '/competitions/world-cup-2026/groups')).json().data as GroupTables;
    expect(groups.tables).toHaveLength(12);
    const rows = groups.tables.flatMap((table) => table.rows);
    expect(rows).toHaveLength(48);
    expect(rows.every((row) => row.played === 0 && row.points === 0 && row.position === 1 && row.isLevel)).toBe(true);
    expect(groups.tables.every((table) => !table.isComplete)).toBe(true);
  });

  it('shows the knockout sides as their slots, not the teams the file already names', async () => {
    const bracket = (await get(t.app, '/competitions/world-cup-2026/bracket')).json().data as Bracket;
    const ties = bracket.rounds.flatMap((round) => round.ties);
    expect(ties).toHaveLength(32);
    expect(ties.every((tie) => tie.home.team === null && tie.away.team === null && tie.winner === null)).toBe(true);
    expect(ties.find((tie) => tie.id === 104)).toMatchObject({
      home: { slot: { kind: 'winner', match: 101 } },
      away: { slot: { kind: 'winner', match: 102 } },
      legs: [{ isFinished: false, fullTime: null }],
    });
    expect(ties.find((tie) => tie.id === 74)?.away.slot).toEqual({ kind: 'third', groups: [...'ABCDF'] });
  });

  it('answers a league (the Premier League) with no group tables (404) and no rounds', async () => {
    const league = await get(t.app, '/competitions/premier-league-2023-24/groups');
    expect(league.statusCode).toBe(404);
    expect(league.json().message).toMatch(/league has no groups/);
    const leagueBracket = await get(t.app, '/competitions/premier-league-2023-24/bracket');
    expect(leagueBracket.json().data).toEqual({ competition: 'premier-league-2023-24', rounds: [] });
  });
});
