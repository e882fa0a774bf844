import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { allJobs } from '../jobs';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import { paths } from '../paths';
import { openDatabase, pgliteRawQuery } from '../db/client';
import { runMigrations } from '../db/migrate';
import { PGLITE_MAJOR, PREVIOUS_PGLITE_MAJOR, folderMajor } from '../db/pglite-template';
import { copyAppTables, type Target } from './copy-database';
import { copyUnfinishedJobs, unfinishedJobs } from './export-jobs';

/**
 * The embedded folder's PostgreSQL major upgrade (docs/decisions/099). PostgreSQL cannot open a data folder made by
 * another major, and each PGlite release line embeds one (0.5: PostgreSQL 18; 0.6: 19). A folder of the previous
 * major is opened with the previous PGlite (the `pglite-pg18` package), brought to this build's migrations there,
 * and copied row by row into a new folder of this PGlite, as `npm run export:postgres` copies into PostgreSQL (every
 * table, the sequences, the data versions, the queue's unfinished jobs); then the old folder is kept beside it,
 * renamed, and the new one takes its place. Runs under the folder's lock, before the app opens it.
 */
export interface FolderUpgrade {
  from: number;
  to: number;
  /** Where the old folder is kept (delete it once the upgraded install is checked). */
  kept: string;
  rows: number;
}

/** The old folder's new name: beside it, named after its major (and a time, when that name is taken). */
function keptName(dir: string, major: number): string {
  const plain = `${dir}.postgres-${major}`;
  return existsSync(plain) ? `${plain}-${new Date().toISOString().replace(/[:.]/g, '-')}` : plain;
}

export async function upgradePgliteFolder(dir: string): Promise<FolderUpgrade> {
  const from = folderMajor(dir);
  if (from !== PREVIOUS_PGLITE_MAJOR) {
    throw new Error(
      `The embedded database in ${dir} was made by PostgreSQL ${from ?? 'unknown'}; this release opens ` +
        `PostgreSQL ${PGLITE_MAJOR} and upgrades a folder of PostgreSQL ${PREVIOUS_PGLITE_MAJOR}. Start the release ` +
        'that made it and move it with `npm run backup` and `npm run restore`, or `npm run export:postgres`.',
    );
  }
  const next = `${dir}.upgrading`;
  // What a stopped upgrade left: the old folder is untouched, so it starts again from it.
  await rm(next, { recursive: true, force: true });
  const { PGlite: PreviousPGlite } = await import('pglite-pg18');
  const previous = (await PreviousPGlite.create(dir)) as unknown as PGlite;
  let rows = 0;
  try {
    await migrate(drizzle(previous), { migrationsFolder: paths.migrations });
    const source = { query: pgliteRawQuery(previous) };
    const target = await openDatabase({ pgliteDir: next });
    try {
      await runMigrations(target);
      // The queue's tables and queues, as a worker's start makes them.
      const queue = new JobQueue({
        connection: target,
        log: createLogger({ logLevel: 'silent' }),
        definitions: allJobs,
        work: false,
        schedule: false,
      });
      await queue.prepare();
      await queue.stop();
      const into = target.raw as unknown as Target;
      await into.query('begin');
      try {
        const tables = await copyAppTables(source, into);
        rows = tables.reduce((sum, table) => sum + table.rows, 0);
        if ((await unfinishedJobs(source)).length > 0) await copyUnfinishedJobs(source, into);
        await into.query('commit');
      } catch (error) {
        await into.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      await target.close();
    }
  } finally {
    await previous.close();
  }
  const kept = keptName(dir, from);
  await rename(dir, kept);
  await rename(next, dir);
  await rm(`${next}.lock`, { force: true });
  return { from, to: PGLITE_MAJOR, kept, rows };
}
