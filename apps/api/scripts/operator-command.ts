import os from 'node:os';
import { systemClock } from '@scoreline/domain';
import { ConfigError, loadConfig, pgliteDirOf, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import {
  grantOperatorByCommand,
  operatorGrantMessages,
  operatorRevokeMessages,
  revokeOperatorByCommand,
} from '../src/modules/auth/operators.service';

type OperatorAct = (run: { db: Database; config: Config; email: string; by: string }) => Promise<{
  message: string;
  done: boolean;
}>;

/** `admin:grant`: the account behind an ADMIN_EMAILS address becomes an operator (docs/decisions/013). */
export const grantAct: OperatorAct = async ({ db, config, email, by }) => {
  const outcome = await grantOperatorByCommand({
    db,
    clock: systemClock,
    adminEmails: config.adminEmails,
    email,
    grantedBy: by,
  });
  return { message: operatorGrantMessages[outcome](email), done: outcome === 'granted' || outcome === 'already' };
};

/** `admin:revoke`: ends an operator's grant (docs/decisions/091). */
export const revokeAct: OperatorAct = async ({ db, email, by }) => {
  const outcome = await revokeOperatorByCommand({ db, clock: systemClock, email, revokedBy: by });
  return { message: operatorRevokeMessages[outcome](email), done: outcome === 'revoked' };
};

/** What a command run ends with: its exit code and the line it wrote (stdout when 0, stderr when 1). */
export interface OperatorCommandOutcome {
  code: 0 | 1;
  output: string;
}

/**
 * The frame of `npm run admin:grant` and `admin:revoke`: one e-mail argument, the app's environment (DATABASE_URL,
 * or DATA_DIR for PGlite; on PGlite the app must be stopped first), the migrations, then `act`. In-process, so the
 * integration tests run the command's whole path without spawning it (docs/decisions/095).
 */
export async function operatorCommand(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  act: OperatorAct,
): Promise<OperatorCommandOutcome> {
  const fail = (output: string): OperatorCommandOutcome => ({ code: 1, output });
  const given = args.filter((arg) => arg !== '--');
  if (given.length !== 1 || !given[0] || given[0].startsWith('-')) return fail(`Usage: npm run ${command} -- <email>`);
  const email = given[0].trim().toLowerCase();

  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
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
    return fail(error instanceof Error ? error.message : String(error));
  }

  try {
    await runMigrations(database);
    const by = `${os.userInfo().username}@${os.hostname()} (npm run ${command})`;
    const { message, done } = await act({ db: database.db, config, email, by });
    return { code: done ? 0 : 1, output: message };
  } finally {
    await database.close();
  }
}

/** The command as a script: its message to stdout when done, to stderr with exit code 1 otherwise. */
export async function runOperatorCommand(command: string, act: OperatorAct): Promise<void> {
  const { code, output } = await operatorCommand(command, process.argv.slice(2), process.env, act);
  (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = code;
}
