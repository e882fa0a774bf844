/**
 * `npm run backup [-- <file>]`: backs up the configured database (docs/decisions/092). With DATABASE_URL, `pg_dump`
 * in its custom format (the PostgreSQL client tools must be installed); without, the embedded database in DATA_DIR
 * as a gzipped copy of its folder, which needs the app stopped (the folder's lock refuses otherwise). The file
 * defaults to `backups/scoreline-<driver>-<UTC date and time>.<dump|tar.gz>`.
 */
import { pgliteDirOf } from '../src/config';
import { backupPglite, backupPostgres, defaultBackupPath } from '../src/operations/backup';
import { commandArgs, commandConfig, runCommand } from './command';

await runCommand('Usage: npm run backup [-- <file>]', async (usage) => {
  const args = commandArgs();
  if (args.length > 1) usage();
  const config = commandConfig();
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const file = args[0] ?? defaultBackupPath(driver);
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(pgliteDirOf(config), file);
  return `Backed up the ${driver === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${file}.`;
});
