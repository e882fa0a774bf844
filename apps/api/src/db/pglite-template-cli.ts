import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { paths } from '../paths';
import { pgliteTemplatePath, writePgliteTemplate } from './pglite-template';
import * as schema from './schema';

// Run by the build (build.mjs): the template a new embedded database starts from (./pglite-template.ts).
const started = performance.now();
await writePgliteTemplate((client) => migrate(drizzle(client, { schema }), { migrationsFolder: paths.migrations }));
process.stdout.write(`Wrote ${pgliteTemplatePath()} (${Math.round(performance.now() - started)} ms)\n`);
