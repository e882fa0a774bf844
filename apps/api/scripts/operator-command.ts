import os from 'node:os';
import { ConfigError, loadConfig, pgliteDirOf, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/**
 * The frame of `npm run admin:grant` and `admin:revoke`: one e-mail argument, the app's environment (DATABASE_URL,
 * or DATA_DIR for PGlite; on PGlite the app must be stopped first), the migrations, then `act`. Its message goes to
 * stdout when done, to stderr with exit code 1 otherwise.
 */
export async function runOperatorCommand(
  command: string,
  act: (run: {
    db: Database;
    config: Config;
    email: string;
    by: string;
  }) => Promise<{ message: string; done: boolean }>,
): Promise<void> {
  const fail = (message: string): never => {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  };
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) fail(`Usage: npm run ${command} -- <email>`);
  const email = args[0]!.trim().toLowerCase();

  let config: Config;
  try {
    config = loadConfig();
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
    (done ? process.stdout : process.stderr).write(`${message}\n`);
    if (!done) process.exitCode = 1;
  } finally {
    await database.close();
  }
}
