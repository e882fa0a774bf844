import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createFootballProvider, type ProviderOverrides } from '../../src/modules/football/create-provider';
import { createFootballSync } from '../../src/modules/football/sync/football-sync';

/**
 * A football sync on the test app's database, clock and events, with the provider its config selects (tests may
 * pass provider client settings, e.g. no pacing). `syncOnce` does what the sync job does, in the test's own time:
 * one sync, then the model refit. What follows from the sync's events (scoring) runs on the app's job queue: wait
 * for it with `settle`.
 */
export function footballSync(app: FastifyInstance, overrides: ProviderOverrides = {}) {
  const { config, database, clock, events, log, winModel } = app.deps;
  const provider = createFootballProvider(config, database.db, clock, overrides);
  const sync = createFootballSync({ db: database.db, clock, provider, logger: log, events });
  return {
    provider,
    async syncOnce() {
      const report = await sync.runOnce();
      await winModel.refit();
      return report;
    },
  };
}

/** Every row of the football tables, in a stable order (to compare two syncs). */
export async function footballSnapshot(app: FastifyInstance) {
  const db = app.deps.database.db;
  const tables = ['competitions', 'teams', 'competition_teams', 'matches', 'match_extras', 'historical_results'];
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    snapshot[table] = await queryRows(db, sql.raw(`select * from ${table} order by 1, 2, 3`));
  }
  snapshot.replay = await queryRows(db, sql`select key, value from app_settings where key = 'football.replay'`);
  return snapshot;
}
