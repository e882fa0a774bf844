import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createOperator, enterResults, seedRounds } from '../badges/badge-fixtures';
import { posted } from '../comments/comment-helpers';
import { createLeague, joinLeague, call } from '../leagues/league-helpers';
import { createPlayer, post } from '../helpers/auth-helpers';
import { copyRows, everyTable, migrateUpTo, tableRows } from '../helpers/migrations-up-to';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEmptyDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * Issue 56 (docs/decisions/096): migration 0026 makes today's data the competition-season premier-league-2023-24 and
 * loses nothing. A season is played on today's code (players, predictions, a correction, a private league, pins,
 * badges with a month's places, comments); its rows are copied into a database made by the migrations up to 0025 (the
 * schema today's main runs on: only the columns it has), 0026 is applied, and every table and every answer a player
 * sees — totals, ranks, rounds, date ranges, badges, insights, league tables, comments — is the same as before.
 */
type Player = Awaited<ReturnType<typeof createPlayer>>;

const ENV = { ADMIN_EMAILS: 'ops@example.com' };
let before: TestApp;
let after: TestApp | undefined;
let migrated: TestDatabase | undefined;
let players: Player[];
let leagueId: number;
let matchIds: number[];

/** Every answer the migration must keep, as each player sees it. */
async function observe(t: TestApp): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  const read = async (label: string, url: string, token?: string) => {
    const response = await call(t.app, 'GET', url, token);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
    seen[label] = response.json().data;
  };
  for (const query of ['', '?round=1', '?round=2', '?round=3', '?round=4', '?start=2024-03-01&end=2024-03-10']) {
    await read(`score${query}`, `/score${query}`);
  }
  await read('score?start=2024-03-08&end=2024-04-30', '/score?start=2024-03-08&end=2024-04-30');
  for (const [index, player] of players.entries()) {
    await read(`around me ${index}`, '/score?around=me&size=2', player.token);
    await read(`profile ${index}`, `/users/${player.id}`, player.token);
    await read(`insights ${index}`, `/users/${player.id}/insights`, player.token);
    await read(`badges ${index}`, '/user/badges?size=50', player.token);
    await read(`pins ${index}`, '/pins', player.token);
  }
  await read('league', `/private-leagues/${leagueId}/score`, players[0]!.token);
  await read('league by round', `/private-leagues/${leagueId}/score?round=3`, players[1]!.token);
  await read('comments', `/match/${matchIds[0]}/comments`);
  return seen;
}

beforeAll(async () => {
  before = await createTestApp({ env: ENV, clockStart: '2024-03-01T12:00:00Z' });
  const db = before.database.connection.db;
  const { league, rounds } = await seedRounds(db, [
    ['2024-03-02T15:00:00Z', '2024-03-02T17:30:00Z'],
    ['2024-03-09T15:00:00Z'],
    ['2024-03-30T15:00:00Z'],
    ['2024-04-06T15:00:00Z'],
  ]);
  await db.execute(sql`update competitions set name = 'Premier League' where id = ${league.id}`);
  matchIds = rounds.flat().map((match) => match.id);
  const ops = await createOperator(before.app);
  players = [];
  for (let index = 0; index < 4; index += 1) players.push(await createPlayer(before.app));
  const picks = ['1:0', '2:1', '0:0', '1:2'];
  for (const [index, player] of players.entries()) {
    for (const [offset, id] of matchIds.entries()) {
      // The last player skips a match: predictions made and scored differ.
      if (index === 3 && offset === 1) continue;
      expect((await predict(before.app, player.token, id, picks[(index + offset) % 4])).statusCode).toBe(201);
    }
  }
  await posted(before.app, before.clock, players[0]!.token, matchIds[0]!, 'Two-nil, easy');
  const created = await createLeague(before.app, players[0]!.token, 'Rivals');
  leagueId = created.id;
  for (const player of players.slice(1, 3)) {
    expect((await joinLeague(before.app, player.token, created.invitationCode)).statusCode).toBe(200);
  }
  expect((await call(before.app, 'POST', '/pins', players[0]!.token, { userId: players[3]!.id })).statusCode).toBe(201);

  const [r1, r2, r3, r4] = rounds;
  await enterResults(before, ops, [
    { match: r1![0]!, score: [1, 0] },
    { match: r1![1]!, score: [2, 1] },
  ]);
  await enterResults(before, ops, [{ match: r2![0]!, score: [0, 0] }]);
  await enterResults(before, ops, [{ match: r3![0]!, score: [1, 2] }]);
  // March has ended: its places are awarded; then April's round, and a correction of March that re-checks it.
  before.clock.set('2024-04-01T00:05:00Z');
  await before.app.deps.badgeAwarding.catchUp();
  await enterResults(before, ops, [{ match: r4![0]!, score: [1, 0] }]);
  await enterResults(before, ops, [{ match: r1![0]!, score: [0, 0] }]);
  await before.settle();
  // Sessions do not outlive a month of clock: everyone signs in again.
  for (const player of players) {
    const signIn = await post(before.app, '/auth/sign-in', { email: player.email, password: player.password });
    player.token = (signIn.json().data as { accessToken: string }).accessToken;
  }
}, 300_000);

afterAll(async () => {
  await after?.close();
  if (!after) await migrated?.destroy();
  await before.close();
});

describe('migration 0026: competition and season as a key', () => {
  it('keeps every total, rank, badge, league table and comment of a database made before it', async () => {
    const seenBefore = await observe(before);
    // A season worth comparing: four ranked players, a month's places, round badges.
    expect((seenBefore.score as { results: unknown[] }).results).toHaveLength(4);
    expect(JSON.stringify(seenBefore)).toContain('"monthly-first"');
    expect(JSON.stringify(seenBefore)).toContain('"round-winner"');
    await before.settle();
    // Everything a database of today's main holds: every row, in the columns its schema (migrations to 0025) has.
    migrated = await createEmptyDatabase({ fromTemplate: false });
    await migrateUpTo(migrated.connection, 25);
    await copyRows(before.database.connection, migrated.connection);
    // Values written differently before 0026: a month's places had the period 'month:YYYY-MM' and no competition.
    await migrated.connection.db.execute(
      sql`update badge_awards set period = 'month:' || month, competition_id = null, season = null
           where period like 'month:%'`,
    );
    const [oldTotals] = (await tableRows(migrated.connection, 'player_totals')) as Record<string, unknown>[];
    expect(Object.keys(oldTotals ?? {})).not.toContain('competition_id');

    await runMigrations(migrated.connection);

    // Every table holds what the app of today writes natively, keys included.
    // The data versions are not data: the migrated database's start from the clock of its migration (ADR 093).
    const except = ['competition_seasons', 'data_versions'];
    expect(await everyTable(migrated.connection, except)).toEqual(await everyTable(before.database.connection, except));
    const [{ id: competitionId } = { id: 0 }] = await queryRows<{ id: number }>(
      migrated.connection.db,
      sql`select id from competitions`,
    );
    expect(
      await queryRows(
        migrated.connection.db,
        sql`select competition_id, season, slug, name, kind, rule_set from competition_seasons`,
      ),
    ).toEqual([
      {
        competition_id: competitionId,
        season: 2023,
        slug: 'premier-league-2023-24',
        name: 'Premier League',
        kind: 'league',
        rule_set: 'standard',
      },
    ]);

    // And every answer is the same on the migrated database.
    after = await createTestApp({ env: ENV, clockStart: before.clock.now().toISOString(), database: migrated });
    expect(await observe(after)).toEqual(seenBefore);
  }, 240_000);
});
