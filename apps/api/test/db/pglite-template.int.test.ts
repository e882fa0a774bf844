import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, writePgliteTemplate } from '../../src/db/pglite-template';
import * as schema from '../../src/db/schema';
import { paths } from '../../src/paths';

/** Issue 14: a new embedded database starts from the build's migrated template instead of an initdb. */
let folder: string;
let template: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'scoreline-template-'));
  template = path.join(folder, 'template.tar.gz');
  await writePgliteTemplate(
    (client) => migrate(drizzle(client, { schema }), { migrationsFolder: paths.migrations }),
    template,
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const tables = async (dir: string, file: string) => {
  const client = await createPglite(dir, file);
  try {
    const { rows } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.close();
  }
};

describe('the PGlite template', () => {
  it('fills a new folder with every table the migrations create', async () => {
    expect(await tables(path.join(folder, 'fresh'), template)).toEqual(expect.arrayContaining(['users', 'matches']));
  });

  it('leaves a folder that already holds a cluster as it is', async () => {
    const dir = path.join(folder, 'kept');
    const client = await createPglite(dir, template);
    await client.exec('create table kept_here (id int)');
    await client.close();
    expect(await tables(dir, template)).toContain('kept_here');
  });

  it('creates the cluster the long way when the template cannot be read', async () => {
    const broken = path.join(folder, 'broken.tar.gz');
    await writeFile(broken, 'not a tarball');
    expect(await tables(path.join(folder, 'from-scratch'), broken)).toEqual([]);
  });
});
