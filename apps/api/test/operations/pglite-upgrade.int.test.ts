import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite as PreviousPGlite } from 'pglite-pg18';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteConnection, type DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { drillAnswers, expectDrillRows, makeDrillData, snapshot } from './drill-data';

/**
 * PGlite 0.6 (issue 57, docs/decisions/099): an embedded install made by the previous release (PGlite 0.5,
 * PostgreSQL 18) opens on this one (PostgreSQL 19) with every row, its sequences and its waiting jobs, and the app
 * answers the same; the old folder is kept beside it.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-pglite-upgrade-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function waitingJobs(connection: DatabaseConnection) {
  const result = (await connection.raw.query(
    `select id::text, name, data::text, state::text from pgboss.job where state in ('created', 'retry', 'active')`,
    [],
  )) as { rows: unknown[] };
  return result.rows;
}

// The embedded run only: the folder is what is upgraded, whatever DATABASE_URL the suite runs with.
describe.skipIf(process.env.DATABASE_URL)('an embedded folder made by PGlite 0.5 (PostgreSQL 18)', () => {
  it('is upgraded when the app opens it: every row, the sequences and the waiting jobs, the old folder kept', async () => {
    const folder = path.join(dir, 'data');
    // The previous release's folder, made and filled by the app's own code on PGlite 0.5.
    const previous = pgliteConnection((await PreviousPGlite.create(folder)) as unknown as PGlite);
    let before: Awaited<ReturnType<typeof snapshot>>;
    let answers: Awaited<ReturnType<typeof drillAnswers>>;
    let data: Awaited<ReturnType<typeof makeDrillData>>;
    let waiting: unknown[];
    try {
      await runMigrations(previous);
      data = await makeDrillData(previous);
      before = await snapshot(previous);
      answers = await drillAnswers(previous, data);
      await previous.raw.query(
        `insert into pgboss.job (name, data, start_after) values ('send-code-mail', '{"to":1}', now() + interval '1 day')`,
        [],
      );
      waiting = await waitingJobs(previous);
    } finally {
      await previous.close();
    }
    expectDrillRows(before);
    expect(readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim()).toBe('18');

    const upgraded = await openDatabase({ pgliteDir: folder });
    try {
      expect(readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim()).toBe('19');
      await runMigrations(upgraded);
      expect(await snapshot(upgraded)).toEqual(before);
      expect(await drillAnswers(upgraded, data)).toEqual(answers);
      expect(await waitingJobs(upgraded)).toEqual(waiting);
      expect(waiting).toHaveLength(1);
    } finally {
      await upgraded.close();
    }
    // The old folder stays, untouched, for the operator to remove once the upgraded install is checked.
    expect(readFileSync(path.join(`${folder}.postgres-18`, 'PG_VERSION'), 'utf8').trim()).toBe('18');
    expect(existsSync(`${folder}.upgrading`)).toBe(false);

    // The next start opens it as it is.
    const again = await openDatabase({ pgliteDir: folder });
    try {
      expect(await snapshot(again)).toEqual(before);
    } finally {
      await again.close();
    }
    expect(existsSync(`${folder}.postgres-18-`)).toBe(false);
  }, 240_000);
});
