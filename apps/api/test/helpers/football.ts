import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createFootballProvider, type ProviderOverrides } from '../../src/modules/football/create-provider';
import { FootballSyncService, type FixtureOverrides } from '../../src/modules/football/sync.service';

/** A sync service on the test app's database and clock, with the provider its config selects. */
export function footballSync(
  app: FastifyInstance,
  overrides: ProviderOverrides = {},
  ownerId?: string,
  fixtureOverrides?: FixtureOverrides,
) {
  const { config, database, clock } = app.deps;
  const provider = createFootballProvider(config, database.db, clock, overrides);
  return new FootballSyncService({
    db: database.db,
    clock,
    provider,
    logger: app.log,
    ...(ownerId ? { ownerId } : {}),
    ...(fixtureOverrides ? { overrides: fixtureOverrides } : {}),
  });
}

/** Every row of the football tables, in a stable order (to compare two syncs). */
export async function footballSnapshot(app: FastifyInstance) {
  const db = app.deps.database.db;
  const tables = ['leagues', 'teams', 'league_teams', 'matches', 'match_extras', 'historical_results'];
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    snapshot[table] = await queryRows(db, sql.raw(`select * from ${table} order by 1, 2, 3`));
  }
  snapshot.replay = await queryRows(db, sql`select key, value from app_settings where key = 'football.replay'`);
  return snapshot;
}
