/**
 * `npm run admin:grant -- <email>`: makes the account behind an ADMIN_EMAILS address an operator
 * (docs/decisions/013). Use it when the account was created or verified after the address was named: the
 * start grants only accounts verified before then, because anyone who could verify a named address could
 * otherwise claim it. It reads the same environment as the app (DATABASE_URL, or DATA_DIR for PGlite, and
 * ADMIN_EMAILS); on PGlite the app must be stopped first (one process per folder). The grant is recorded in
 * operator_grants (who, when, how, by whom) and audit_log, and counts from the next request.
 */
import os from 'node:os';
import { systemClock } from '@scoreline/domain';
import { ConfigError, loadConfig, pgliteDirOf } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { grantOperatorByCommand, operatorGrantMessages } from '../src/modules/auth/operators.service';

const usage = 'Usage: npm run admin:grant -- <email>';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || !args[0] || args[0].startsWith('-')) fail(usage);
const email = args[0].trim().toLowerCase();

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config),
    maxConnections: 1,
  });
} catch (error) {
  // e.g. the PGlite folder is in use by the running app.
  fail(error instanceof Error ? error.message : String(error));
}

try {
  await runMigrations(database);
  const outcome = await grantOperatorByCommand({
    db: database.db,
    clock: systemClock,
    adminEmails: config.adminEmails,
    email,
    grantedBy: `${os.userInfo().username}@${os.hostname()} (npm run admin:grant)`,
  });
  const message = operatorGrantMessages[outcome](email);
  const isDone = outcome === 'granted' || outcome === 'already';
  (isDone ? process.stdout : process.stderr).write(`${message}\n`);
  if (!isDone) process.exitCode = 1;
} finally {
  await database.close();
}
