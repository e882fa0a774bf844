import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteRawQuery, type DatabaseConnection } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare-database';
import * as schema from '../../src/db/schema';

/**
 * The integration suite's global set-up: the schema is made once per run, not once per test file (issue 56). On
 * PGlite a migrated cluster is dumped to a file each file's in-memory database loads (~1 s instead of an initdb and
 * every migration); on PostgreSQL (DATABASE_URL) a migrated database is the template each file's database is copied
 * from (`create database … template`). Either way the migrations are the same ones the app runs, applied once here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `scoreline_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const connection = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    try {
      await prepareDatabase(connection);
    } finally {
      await connection.close();
    }
    project.provide('templateDatabase', name);
    return () => admin(adminUrl, `drop database if exists "${name}" with (force)`);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'scoreline-template-'));
  const file = path.join(folder, 'cluster.tar.gz');
  const client = await PGlite.create('memory://');
  try {
    await prepareDatabase({
      db: drizzle(client, { schema }),
      driver: 'pglite',
      raw: { query: pgliteRawQuery(client) },
      withAdvisoryLock: (_key: number, work: () => Promise<unknown>) => work(),
    } as unknown as DatabaseConnection);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase?: string;
    pgliteTemplate?: string;
  }
}
