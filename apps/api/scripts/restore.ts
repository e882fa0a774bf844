/**
 * `npm run restore -- <file>`: restores a backup of `npm run backup` (docs/decisions/092) into an empty database:
 * with DATABASE_URL, `pg_restore` into that database (it must have no tables); without, the embedded database into
 * DATA_DIR (its folder must be empty or absent). Start the app on it afterwards; it applies any newer migrations.
 */
import { pgliteDirOf } from '../src/config';
import { restorePglite, restorePostgres } from '../src/operations/backup';
import { commandArgs, commandConfig, runCommand } from './command';

await runCommand('Usage: npm run restore -- <file>', async (usage) => {
  const args = commandArgs();
  if (args.length !== 1) usage();
  const file = args[0]!;
  const config = commandConfig();
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    return `Restored ${file} into the PostgreSQL database of DATABASE_URL.`;
  }
  const dir = pgliteDirOf(config);
  await restorePglite(file, dir);
  return `Restored ${file} into ${dir}.`;
});
