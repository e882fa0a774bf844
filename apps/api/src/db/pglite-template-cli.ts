import { drizzle } from 'drizzle-orm/pglite';
import { pgliteRawQuery, type DatabaseConnection } from './client';
import { pgliteTemplatePath, writePgliteTemplate } from './pglite-template';
import { prepareDatabase } from './prepare-database';
import * as schema from './schema';

// Run by the build (build.mjs): the template a new embedded database starts from (./pglite-template.ts): every
// migration applied, and the job queue's tables and queues made, as pg-boss makes them at a first start (~1 s
// on a new folder otherwise, while the first visitors wait; issue 14).
const started = performance.now();
await writePgliteTemplate((client) =>
  prepareDatabase({
    db: drizzle(client, { schema }),
    driver: 'pglite',
    raw: { query: pgliteRawQuery(client) },
    withAdvisoryLock: (_key: number, work: () => Promise<unknown>) => work(),
  } as unknown as DatabaseConnection),
);
process.stdout.write(`Wrote ${pgliteTemplatePath()} (${Math.round(performance.now() - started)} ms)\n`);
