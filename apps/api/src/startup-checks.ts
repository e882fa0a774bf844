import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { ConfigError } from './config';
import { usersRepository } from './modules/users/users.repository';

/**
 * Checks that need the database (issue #2): production refuses to seed demo data into a database
 * that already holds real accounts, whatever the driver.
 */
export async function assertSafeStartup(config: Config, database: DatabaseConnection): Promise<void> {
  if (!config.isProduction || !config.demo) return;
  const realAccounts = await usersRepository.countReal(database.db);
  if (realAccounts > 0) {
    throw new ConfigError([
      `DEMO: refusing to seed demo data into a ${database.driver} database that holds ${realAccounts} real account(s); unset DEMO`,
    ]);
  }
}
