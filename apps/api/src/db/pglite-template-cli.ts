import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { allJobs } from '../jobs';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import { paths } from '../paths';
import { pgliteRawQuery, type DatabaseConnection } from './client';
import { pgliteTemplatePath, writePgliteTemplate } from './pglite-template';
import * as schema from './schema';

// Run by the build (build.mjs): the template a new embedded database starts from (./pglite-template.ts): every
// migration applied, and the job queue's tables and queues made, as pg-boss makes them at a first start (~1 s
// on a new folder otherwise, while the first visitors wait; issue 14).
const started = performance.now();
await writePgliteTemplate(async (client) => {
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: paths.migrations });
  const connection = {
    db,
    raw: { query: pgliteRawQuery(client) },
    withAdvisoryLock: (_key: number, work: () => Promise<unknown>) => work(),
  } as unknown as DatabaseConnection;
  const queue = new JobQueue({
    connection,
    log: createLogger({ logLevel: 'warn' }),
    definitions: allJobs,
    work: false,
    schedule: false,
  });
  await queue.prepare();
  await queue.stop();
});
process.stdout.write(`Wrote ${pgliteTemplatePath()} (${Math.round(performance.now() - started)} ms)\n`);
