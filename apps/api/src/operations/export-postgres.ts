import pg from 'pg';
import { BackupError, userTableCount } from './backup';
import { copyAppTables } from './copy-database';
import { openDatabase, type DatabaseConnection } from '../db/client';
import { moveUnfinishedJobs, unfinishedJobs, type UnfinishedJobs } from './export-jobs';
import { runMigrations } from '../db/migrate';
import { isNewCluster } from '../db/pglite-template';

/**
 * `npm run export:postgres` (issue 57, docs/decisions/092): moves an embedded install to PostgreSQL. Both databases
 * are brought to this build's migrations, then the app's rows are copied in one transaction on the target
 * (`copy-database.ts`), then the queue's unfinished jobs.
 */
export interface ExportReport {
  tables: { name: string; rows: number }[];
  /** Jobs the embedded queue had not finished, by queue, moved into PostgreSQL's queue. */
  unfinishedJobs: UnfinishedJobs[];
}

/** Moves the embedded database in `pgliteDir` into the empty PostgreSQL database at `databaseUrl`. */
export async function exportToPostgres(pgliteDir: string, databaseUrl: string): Promise<ExportReport> {
  const tables = await userTableCount(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables). Move into a new database (createdb) and ` +
        'point DATABASE_URL at it.',
    );
  }
  if (isNewCluster(pgliteDir)) throw new BackupError(`No embedded database in ${pgliteDir} (DATA_DIR).`);
  // Opening takes the folder's lock: refused with a clear message while the app runs on it.
  const source = await openDatabase({ pgliteDir }).catch((error: unknown) => {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  });
  try {
    // The embedded folder first: a folder from an older build reaches this build's schema, as its start would.
    await runMigrations(source);
    const postgres = await openDatabase({ databaseUrl, maxConnections: 1 });
    try {
      await runMigrations(postgres);
    } finally {
      await postgres.close();
    }
    const report: ExportReport = { tables: [], unfinishedJobs: [] };
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      await target.query('begin');
      report.unfinishedJobs = await unfinishedJobs(source.raw);
      report.tables = await copyAppTables(source.raw, target);
      await target.query('commit');
    } catch (error) {
      await target.query('rollback').catch(() => undefined);
      // The schema was committed by the migrations: a new try needs the database empty again.
      throw new BackupError(
        `The move stopped and copied nothing: ${error instanceof Error ? error.message : String(error)}\n` +
          'The database of DATABASE_URL now holds the empty schema: drop and create it again before another try.',
      );
    } finally {
      await target.end();
    }
    // The data is in; the queue comes after (a failure here is said as such, the rows stay).
    await moveUnfinishedJobs(source.raw, databaseUrl, report.unfinishedJobs).catch((error: unknown) => {
      throw new BackupError(
        `Moved every row, but not the embedded queue's unfinished jobs: ${error instanceof Error ? error.message : error}`,
      );
    });
    return report;
  } finally {
    await source.close();
  }
}
