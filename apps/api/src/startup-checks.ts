import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { ConfigError } from './config';
import { createUsersService } from './modules/users/users.service';

/**
 * Checks that need the database (issue #2): production refuses to seed demo data into a database
 * that already holds real accounts, whatever the driver.
 */
export async function assertSafeStartup(config: Config, database: DatabaseConnection): Promise<void> {
  if (!config.isProduction || !config.demo) return;
  const realAccounts = await createUsersService({ db: database.db }).countReal();
  if (realAccounts > 0) {
    throw new ConfigError([
      `DEMO: refusing to seed demo data into a ${database.driver} database that holds ${realAccounts} real account(s); unset DEMO`,
    ]);
  }
}

/**
 * What a production start should say plainly (issue #10): PGlite is one process's database on one machine, so
 * that deployment cannot grow past one process (WORKERS > 1 is refused on it) or share its data with a second host.
 */
export function startupNotices(config: Config, driver: DatabaseConnection['driver']): string[] {
  if (!config.isProduction || driver !== 'pglite') return [];
  return [
    'Running in production on PGlite (no DATABASE_URL): the embedded database serves this one process on this one ' +
      'machine. Set DATABASE_URL to a PostgreSQL server to run several workers or hosts.',
  ];
}
