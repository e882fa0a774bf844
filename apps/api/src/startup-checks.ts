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

/** Loopback addresses: only this machine reaches them. */
const isLoopback = (host: string) => /^(localhost|::1|127(\.[0-9]{1,3}){3})$/i.test(host.replace(/^\[|\]$/g, ''));

/**
 * What a start should say plainly. Issue #10: PGlite is one process's database on one machine, so that production
 * deployment cannot grow past one process (WORKERS > 1 is refused on it) or share its data with a second host.
 * Issue 57 (ADR 091): TRUST_PROXY as a hop count believes the last X-Forwarded-For entries of whoever connects, so on
 * an address other machines reach, a client that bypasses the proxy picks the address its rate limits count under.
 */
export function startupNotices(config: Config, driver: DatabaseConnection['driver']): string[] {
  const notices: string[] = [];
  if (config.isProduction && driver === 'pglite') {
    notices.push(
      'Running in production on PGlite (no DATABASE_URL): the embedded database serves this one process on this one ' +
        'machine. Set DATABASE_URL to a PostgreSQL server to run several workers or hosts.',
    );
  }
  if (typeof config.trustProxy === 'number' && !isLoopback(config.host)) {
    notices.push(
      `TRUST_PROXY=${config.trustProxy} while the app listens on ${config.host}, an address other machines may reach: ` +
        'a client that connects without the proxy can choose the address its rate limits count under. Listen on ' +
        "127.0.0.1 (HOST), let only the proxy reach the port, or set TRUST_PROXY to the proxy's addresses instead.",
    );
  }
  return notices;
}
