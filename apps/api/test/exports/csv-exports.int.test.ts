import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportWords } from '@scoreline/contracts';
import { EXPORTS_PER_PLAYER_PER_MINUTE } from '../../src/http-limits';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { createLeague, joinLeague, seedRankedPlayers } from '../leagues/league-helpers';
import { predict, putResult, setupRound } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';

/** Issue 60 (docs/decisions/114): a player's picks and points, and the tables, as CSV files for spreadsheets. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });
const db = () => t.database.connection.db;

/** The file's rows as cells (no quoted commas in these files but the header's). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe("a player's picks as CSV", () => {
  it('lists every pick with its joker and points, with a BOM, and neutralises formula-like cells', async () => {
    const { matches, clubs } = await setupRound(db(), 2);
    const [first, second] = [matches[0]!, matches[1]!];
    // A name from a data provider that a spreadsheet would run as a formula.
    await db().execute(sql`update teams set name = '=HYPERLINK("http://evil.example")' where id = ${clubs[1]!.id}`);
    const ada = await createPlayer(t.app);
    await predict(t.app, ada.token, first.id, '2:1');
    await predict(t.app, ada.token, second.id, '0:0');
    const joker = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/match/${first.id}/joker`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(joker.statusCode).toBe(200);

    const ops = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, ops);
    t.clock.set(new Date('2024-03-02T18:00:00Z'));
    expect((await putResult(t.app, ops.token, first.id, 2, 1)).statusCode).toBe(200);

    const answer = await get(t.app, '/user/predictions/export', { token: ada.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="scoreline-my-picks.csv"');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, one, two] = rowsOf(answer.body);
    expect(header).toEqual(exportWords.picksColumns);
    // The exact score on the joker: 5 points doubled.
    expect(one!.slice(2)).toEqual([
      '2024-03-02 15:00',
      'Club 0',
      `"'=HYPERLINK(""http://evil.example"")"`,
      '2–1',
      'yes',
      '2–1',
      '10',
      'exact score',
    ]);
    // Not scored yet: no result, no points.
    expect(two!.slice(5)).toEqual(['0–0', '', '', '', '']);

    expect((await get(t.app, '/user/predictions/export')).statusCode).toBe(401);
  });
});

describe('tables as CSV', () => {
  it("writes the whole table of GET /score's filters in its order, and a league's for its members only", async () => {
    const seeded = await seedRankedPlayers(db(), [
      [12, 2, 1],
      [30, 5, 2],
      [12, 1, 3],
    ]);
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);

    const table = await get(t.app, '/score/export', { token: ada.token });
    expect(table.statusCode).toBe(200);
    expect(table.headers['content-disposition']).toBe('attachment; filename="scoreline-table.csv"');
    expect(table.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = rowsOf(table.body);
    expect(header).toEqual(exportWords.tableColumns);
    // The same rows as the page shows, whatever its size: every ranked player.
    const page = (await get(t.app, '/score?size=100', { token: ada.token })).json().data;
    expect(rows).toHaveLength(page.total);
    expect(rows.length).toBeGreaterThanOrEqual(seeded.length);
    type Entry = { position: number; user: { username: string }; totalPoints: number; stats: Record<string, number> };
    const shown = page.results.map(({ position, user, totalPoints, stats }: Entry) =>
      [position, user.username, totalPoints, stats.exact_scores, stats.correct_outcomes, stats.scored_predictions].map(
        String,
      ),
    );
    expect(rows).toEqual(shown);
    expect(rows[0]!.slice(2, 5)).toEqual(['30', '5', '2']);

    // A league: its members only, every one listed (Ada and Bob have not scored yet: 0).
    const league = await createLeague(t.app, ada.token);
    expect((await joinLeague(t.app, bob.token, league.invitationCode)).statusCode).toBe(200);
    const mine = await get(t.app, `/private-leagues/${league.id}/score/export`, { token: bob.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="scoreline-league-${league.id}.csv"`);
    const [, ...members] = rowsOf(mine.body);
    expect(members.map((row) => row[1]).sort()).toEqual([ada.username, bob.username].sort());
    expect(members.map((row) => row[2])).toEqual(['0', '0']);

    // A stranger is told the league does not exist; a visitor must sign in; a bad filter is the page's own 400.
    const eve = await createPlayer(t.app);
    expect((await get(t.app, `/private-leagues/${league.id}/score/export`, { token: eve.token })).statusCode).toBe(404);
    expect((await get(t.app, '/score/export')).statusCode).toBe(401);
    const bad = await get(t.app, '/score/export?round=0', { token: ada.token });
    expect(bad.statusCode).toBe(400);
    const unknown = await get(t.app, '/score/export?competition=no-such-cup', { token: ada.token });
    expect(unknown.statusCode).toBe(404);
    expect((await get(t.app, '/score/export?page=2', { token: ada.token })).statusCode).toBe(400);
  });

  it('slows one player down whatever address the calls come from', async () => {
    // Ids start again with each test's empty tables, the limiter's memory does not: a player the other tests never were.
    await db().execute(sql`select setval('users_id_seq', 1000)`);
    const ada = await createPlayer(t.app);
    const statuses: number[] = [];
    for (let call = 0; call < EXPORTS_PER_PLAYER_PER_MINUTE; call += 1) {
      statuses.push((await get(t.app, '/user/predictions/export', { token: ada.token })).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: EXPORTS_PER_PLAYER_PER_MINUTE }, () => 200));
    const slowed = await get(t.app, '/score/export', { token: ada.token });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/^You have downloaded several files just now\. Please try again in/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  });
});
