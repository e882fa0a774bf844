import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  backupPglite,
  backupPostgres,
  defaultBackupPath,
  restorePglite,
  restorePostgres,
} from '../../src/operations/backup';
import { openDatabase, type DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createTestDatabase } from '../helpers/test-database';
import { drillAnswers, emptyPostgres, expectDrillRows, makeDrillData, snapshot, type DrillData } from './drill-data';

/**
 * The restore drill (issue 57, docs/decisions/092): data made through the app, backed up, restored into a new
 * database or folder; the restored database holds the same rows and the app answers the same about them. On the
 * embedded database always; on PostgreSQL when the run has DATABASE_URL.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-drill-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function openFolder(folder: string): Promise<DatabaseConnection> {
  const connection = await openDatabase({ pgliteDir: folder, pgliteTemplate: inject('pgliteTemplate') });
  await runMigrations(connection);
  return connection;
}

describe('backup and restore of the embedded database', () => {
  it('restores into a new folder the same rows, and the app answers the same', async () => {
    const source = path.join(dir, 'source', 'pglite');
    const connection = await openFolder(source);
    let data: DrillData;
    let before: Awaited<ReturnType<typeof snapshot>>;
    let answers: Awaited<ReturnType<typeof drillAnswers>>;
    try {
      data = await makeDrillData(connection);
      before = await snapshot(connection);
      answers = await drillAnswers(connection, data);
      // While the app has the folder open, a backup is refused rather than copied half-written.
      await expect(backupPglite(source, path.join(dir, 'open.tar.gz'))).rejects.toThrow(/in use by process/);
    } finally {
      await connection.close();
    }
    expectDrillRows(before);

    const file = path.join(dir, 'embedded.tar.gz');
    await backupPglite(source, file);
    const target = path.join(dir, 'restored', 'pglite');
    await restorePglite(file, target);
    // Never over a folder that holds something.
    await expect(restorePglite(file, target)).rejects.toThrow(/is not empty/);

    const restored = await openFolder(target);
    try {
      expect(await snapshot(restored)).toEqual(before);
      expect(await drillAnswers(restored, data)).toEqual(answers);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a file that is not an embedded backup, and a folder with no database', async () => {
    const file = path.join(dir, 'not-a-backup.tar.gz');
    await writeFile(file, 'PGDMP and more');
    await expect(restorePglite(file, path.join(dir, 'wrong', 'pglite'))).rejects.toThrow(/not an embedded-database/);
    await expect(backupPglite(path.join(dir, 'nothing', 'pglite'), file)).rejects.toThrow(/No embedded database/);
  });
});

describe('the backup commands', () => {
  it('name a default file after the database and the UTC time', () => {
    const at = new Date('2026-12-06T23:05:09.123Z');
    expect(defaultBackupPath('postgres', at)).toBe(
      path.join('backups', 'scoreline-postgres-2026-12-06T23-05-09Z.dump'),
    );
    expect(defaultBackupPath('pglite', at)).toBe(path.join('backups', 'scoreline-pglite-2026-12-06T23-05-09Z.tar.gz'));
  });

  it('say how to install pg_dump when it is missing', async () => {
    const saved = process.env.PATH;
    process.env.PATH = dir;
    try {
      await expect(backupPostgres('postgres://postgres@127.0.0.1:9/none', path.join(dir, 'x.dump'))).rejects.toThrow(
        /pg_dump was not found on PATH\. Install PostgreSQL's client tools/,
      );
    } finally {
      process.env.PATH = saved;
    }
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('backup and restore of a PostgreSQL database', () => {
  it('restores into an empty database the same rows, and the app answers the same', async () => {
    const database = await createTestDatabase();
    const target = await emptyPostgres('restore');
    try {
      const data = await makeDrillData(database.connection);
      const before = await snapshot(database.connection);
      const answers = await drillAnswers(database.connection, data);
      expectDrillRows(before);

      const file = path.join(dir, 'postgres.dump');
      await backupPostgres(database.url!, file);
      await restorePostgres(file, target.url);
      // Never into a database that holds tables.
      await expect(restorePostgres(file, target.url)).rejects.toThrow(/is not empty/);

      const restored = await openDatabase({ databaseUrl: target.url, maxConnections: 2 });
      try {
        await runMigrations(restored);
        expect(await snapshot(restored)).toEqual(before);
        expect(await drillAnswers(restored, data)).toEqual(answers);
      } finally {
        await restored.close();
      }
    } finally {
      await database.destroy();
      await target.drop();
    }
  }, 120_000);
});
