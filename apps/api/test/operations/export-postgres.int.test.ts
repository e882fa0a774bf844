import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../../src/db/client';
import { exportToPostgres } from '../../src/operations/export-postgres';
import { runMigrations } from '../../src/db/migrate';
import { drillAnswers, emptyPostgres, expectDrillRows, makeDrillData, snapshot } from './drill-data';

/**
 * `npm run export:postgres` (issue 57, docs/decisions/092): an embedded install moved to PostgreSQL keeps every row
 * (predictions, leagues, comments, pictures, badges and the rest), its sequences, and the app answers the same.
 */
const adminUrl = process.env.DATABASE_URL;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-export-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The queue's jobs still to run: id, queue, payload, when. */
async function waitingJobs(connection: DatabaseConnection) {
  const result = (await connection.raw.query(
    `select id::text, name, data::text, state::text, extract(epoch from start_after)::text as start_after
     from pgboss.job where state in ('created', 'retry', 'active') order by id`,
    [],
  )) as { rows: unknown[] };
  return result.rows;
}

describe.runIf(adminUrl)('moving an embedded install to PostgreSQL', () => {
  it('copies every row into an empty database, and the app answers the same there', async () => {
    const folder = path.join(dir, 'pglite');
    const source = await openDatabase({ pgliteDir: folder, pgliteTemplate: inject('pgliteTemplate') });
    await runMigrations(source);
    const target = await emptyPostgres('export');
    try {
      let before: Awaited<ReturnType<typeof snapshot>>;
      let answers: Awaited<ReturnType<typeof drillAnswers>>;
      let data: Awaited<ReturnType<typeof makeDrillData>>;
      let waiting: unknown[];
      try {
        data = await makeDrillData(source);
        before = await snapshot(source);
        answers = await drillAnswers(source, data);
        // A mail still waiting in the embedded queue moves with the rest.
        await source.raw.query(
          `insert into pgboss.job (name, data, start_after) values ('send-code-mail', '{"to":1}', now() + interval '1 day')`,
          [],
        );
        waiting = await waitingJobs(source);
        // Not while the app runs on the folder.
        await expect(exportToPostgres(folder, target.url)).rejects.toThrow(/in use by process/);
      } finally {
        await source.close();
      }
      expectDrillRows(before);

      const report = await exportToPostgres(folder, target.url);
      expect(report.tables.find((table) => table.name === 'comments')?.rows).toBe(2);
      expect(report.unfinishedJobs).toEqual([{ queue: 'send-code-mail', jobs: 1 }]);
      // Never into a database that holds tables.
      await expect(exportToPostgres(folder, target.url)).rejects.toThrow(/is not empty/);

      const moved = await openDatabase({ databaseUrl: target.url, maxConnections: 2 });
      try {
        await runMigrations(moved);
        expect(await snapshot(moved)).toEqual(before);
        expect(await drillAnswers(moved, data)).toEqual(answers);
        expect(await waitingJobs(moved)).toEqual(waiting);
        expect(waiting).toHaveLength(1);
      } finally {
        await moved.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);
});
