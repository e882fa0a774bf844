import { ConfigError, loadConfig, type Config } from '../src/config';
import { BackupError } from '../src/operations/backup';

/** The arguments after `npm run <command> --`. */
export const commandArgs = () => process.argv.slice(2).filter((arg) => arg !== '--');

/** The app's configuration, read from the same environment as the app. */
export function commandConfig(): Config {
  return loadConfig();
}

/**
 * Runs an operator command: prints what it answers, or the reason it stopped (exit code 1), without a stack trace
 * for what the operator can fix (a usage error, the configuration, a refused backup).
 */
export async function runCommand(usageText: string, work: (usage: () => never) => Promise<string>): Promise<void> {
  const usage = (): never => {
    throw new BackupError(usageText);
  };
  try {
    process.stdout.write(`${await work(usage)}\n`);
  } catch (error) {
    const known = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(
      `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : error}\n`,
    );
    process.exitCode = 1;
  }
}
