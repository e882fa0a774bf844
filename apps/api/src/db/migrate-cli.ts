import { ConfigError, loadConfig, pgliteDirOf } from '../config';
import { openDatabase } from './client';
import { countMigrations, runMigrations } from './migrate';

// `npm run db:migrate`: applies the migrations to the configured database and exits.
try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config),
  });
  await runMigrations(database);
  await database.close();
  process.stdout.write(`Applied migrations (${countMigrations()} in this build) to ${database.driver}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
