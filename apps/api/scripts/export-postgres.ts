/**
 * `npm run export:postgres`: moves the embedded install of DATA_DIR into the empty PostgreSQL database of
 * DATABASE_URL (docs/decisions/092). Stop the app first (the folder's lock refuses otherwise); the folder stays as
 * it was. Then start the app with DATABASE_URL.
 */
import { pgliteDirOf } from '../src/config';
import { exportToPostgres } from '../src/operations/export-postgres';
import { commandArgs, commandConfig, runCommand } from './command';

await runCommand('Usage: DATABASE_URL=postgres://… npm run export:postgres', async (usage) => {
  if (commandArgs().length > 0) usage();
  const config = commandConfig();
  const databaseUrl = config.databaseUrl ?? usage();
  const dir = pgliteDirOf(config);
  const report = await exportToPostgres(dir, databaseUrl);
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  const moved = `Moved ${rows} rows in ${report.tables.length} tables from ${dir} to the PostgreSQL database of DATABASE_URL.`;
  if (report.unfinishedJobs.length === 0) return moved;
  const jobs = report.unfinishedJobs.map((entry) => `${entry.queue}: ${entry.jobs}`).join(', ');
  return `${moved}\nMoved the embedded queue's unfinished jobs too (${jobs}).`;
});
