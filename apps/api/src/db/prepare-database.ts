import { allJobs } from '../jobs';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import type { DatabaseConnection } from './client';
import { runMigrations } from './migrate';

/**
 * Everything a new database needs before the app's first start: every migration applied, and the job queue's
 * tables and queues made, as pg-boss makes them at a first start. The build's PGlite template (pglite-template-cli)
 * and the integration tests' template database (apps/api/test/setup) are both made by this.
 */
export async function prepareDatabase(connection: DatabaseConnection): Promise<void> {
  await runMigrations(connection);
  const queue = new JobQueue({
    connection,
    log: createLogger({ logLevel: 'warn' }),
    definitions: allJobs,
    work: false,
    schedule: false,
  });
  await queue.prepare();
  await queue.stop();
}
