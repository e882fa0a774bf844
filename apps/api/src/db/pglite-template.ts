import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createRequire } from 'node:module';
import { paths } from '../paths';

/**
 * A new embedded database starts from a template (issue 14; docs/decisions/023): creating a PGlite cluster from
 * nothing (its initdb) takes ~5 s on a 2-core machine, loading the same cluster from a tarball ~1.5 s. The build
 * writes the template (an empty cluster with every migration applied, `npm run build -w apps/api`), named after the
 * PGlite version that made it; a folder opened for the first time is filled from it, and the migrations then run as
 * on any start (they find nothing to do, or only what came after the template). Without a template (a run from
 * source before any build, another PGlite version) the cluster is created as before.
 */
export const pgliteTemplatePath = (folder = path.join(paths.apiRoot, 'dist')) =>
  path.join(folder, `pglite-template-${pgliteVersion()}.tar.gz`);

/** The installed PGlite's version (its package does not export its package.json). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = path.dirname(entry);
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** True when `dir` holds no cluster yet (PostgreSQL writes PG_VERSION first thing). */
export const isNewCluster = (dir: string) => !existsSync(path.join(dir, 'PG_VERSION'));

/**
 * How PGlite's PostgreSQL starts (docs/decisions/063): its own parameters, with 32 MB of shared buffers instead of
 * the cluster's 128 MB. PGlite sets up the whole buffer pool in its WebAssembly memory on every start, ~3 ms a MB on
 * a 2-core machine, so a warm start opens the folder ~0.3 s sooner; the embedded season's database is ~15 MB, so it
 * still fits in the pool, and what does not is read from the operating system's file cache.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens PGlite on `dir`, filling a new folder from the template when there is one. */
export async function createPglite(
  dir: string,
  template = pgliteTemplatePath(),
  { evenInMemory = false } = {},
): Promise<PGlite> {
  const inMemory = dir.startsWith('memory://');
  if ((inMemory && !evenInMemory) || (!inMemory && !isNewCluster(dir)) || !existsSync(template)) {
    return PGlite.create(dir, { startParams });
  }
  try {
    return await PGlite.create(dir, { loadDataDir: new Blob([await readFile(template)]), startParams });
  } catch {
    // A template this PGlite cannot read: start the folder again the long way.
    if (!inMemory) await rm(dir, { recursive: true, force: true });
    return PGlite.create(dir, { startParams });
  }
}

/** Writes the template: a cluster in memory, migrated by `migrate`, dumped as a gzipped tarball. */
export async function writePgliteTemplate(migrate: (client: PGlite) => Promise<void>, file = pgliteTemplatePath()) {
  const client = await PGlite.create('memory://');
  try {
    await migrate(client);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}
