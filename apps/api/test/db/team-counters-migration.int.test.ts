import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate';
import { insightsRepository } from '../../src/modules/predictions/insights.repository';
import { paths } from '../../src/paths';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** The migrations folder as it was before migration 0018 (the per-team rows still in player_team_totals). */
async function foldersBefore0018(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'scoreline-migrations-'));
  await cp(paths.migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 18);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0018: the insights per team become one row per player (docs/decisions/030)', () => {
  let folder: string;
  let database: TestDatabase;
  const teams: number[] = [];
  const players: number[] = [];

  beforeAll(async () => {
    folder = await foldersBefore0018();
    database = await createTestDatabase({ migrationsFolder: folder });
    const db = database.connection.db;
    for (const name of ['Arsenal', 'Brentford', 'Chelsea', 'Fulham']) {
      const { rows } = (await db.execute(
        sql`insert into teams (slug, name, short_name) values (${name.toLowerCase()}, ${name}, ${name.slice(0, 3)})
            returning id`,
      )) as unknown as { rows: { id: number }[] };
      teams.push(rows[0]!.id);
    }
    for (const username of ['kept_rows', 'one_team', 'no_teams']) {
      const { rows } = (await db.execute(
        sql`insert into users (email, username, firstname, lastname, password_hash)
            values (${`${username}@example.com`}, ${username}, 'Test', 'Player', '!') returning id`,
      )) as unknown as { rows: { id: number }[] };
      players.push(rows[0]!.id);
    }
    const [arsenal, , chelsea, fulham] = teams;
    const [kept, oneTeam] = players;
    await db.execute(sql`insert into player_team_totals (user_id, team_id, points, scored) values
      (${kept}, ${arsenal}, 5, 3), (${kept}, ${chelsea}, 0, 4), (${kept}, ${fulham}, 7, 2), (${oneTeam}, ${chelsea}, 3, 3)`);
    await runMigrations(database.connection);
  });

  afterAll(async () => {
    await database.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  const perTeam = async (userId: number) =>
    (await insightsRepository.teamTotals(database.connection.db, userId, 0))
      .map(({ id, points, scored }) => ({ id, points, scored }))
      .sort((a, b) => a.id - b.id);

  it("keeps every player's points and scored predictions per team, and no team they had no row for", async () => {
    const [arsenal, , chelsea, fulham] = teams;
    expect(await perTeam(players[0]!)).toEqual([
      { id: arsenal, points: 5, scored: 3 },
      { id: chelsea, points: 0, scored: 4 },
      { id: fulham, points: 7, scored: 2 },
    ]);
    expect(await perTeam(players[1]!)).toEqual([{ id: chelsea, points: 3, scored: 3 }]);
    expect(await perTeam(players[2]!)).toEqual([]);
  });

  it('reads 0 points for a team whose predictions were scored without points (its points never assigned)', async () => {
    const [arsenal, brentford] = teams;
    const player = players[2]!;
    // A row whose points array lacks an index its scored array has.
    await database.connection.db.execute(
      sql`insert into player_team_counters (user_id, team_points, team_scored)
          values (${player}, ${`[${brentford}:${brentford}]={4}`}::int[], ${`[${arsenal}:${brentford}]={3,3}`}::int[])`,
    );
    expect(await perTeam(player)).toEqual([
      { id: arsenal, points: 0, scored: 3 },
      { id: brentford, points: 4, scored: 3 },
    ]);
  });

  it('drops the old table', async () => {
    const { rows } = (await database.connection.db.execute(
      sql`select to_regclass('player_team_totals') is null as dropped`,
    )) as unknown as { rows: { dropped: boolean }[] };
    expect(rows[0]!.dropped).toBe(true);
  });
});
