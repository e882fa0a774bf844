/**
 * `npm run admin:revoke -- <email>`: ends an operator's grant (issue 57, docs/decisions/091), the one way a grant
 * ends: a start with a list that no longer names the address keeps it. Recorded in operator_grants (revoked_at,
 * revoked_reason) and audit_log; counts from the next request. Same environment and PGlite rule as admin:grant.
 */
import os from 'node:os';
import { systemClock } from '@scoreline/domain';
import { ConfigError, loadConfig, pgliteDirOf } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { operatorRevokeMessages, revokeOperatorByCommand } from '../src/modules/auth/operators.service';

const usage = 'Usage: npm run admin:revoke -- <email>';

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
  const outcome = await revokeOperatorByCommand({
    db: database.db,
    clock: systemClock,
    email,
    revokedBy: `${os.userInfo().username}@${os.hostname()} (npm run admin:revoke)`,
  });
  const message = operatorRevokeMessages[outcome](email);
  (outcome === 'revoked' ? process.stdout : process.stderr).write(`${message}\n`);
  if (outcome !== 'revoked') process.exitCode = 1;
} finally {
  await database.close();
}
