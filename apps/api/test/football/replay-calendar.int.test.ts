import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ManualClock } from '@scoreline/domain';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { openDatabase, queryRows, type DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { footballSyncJob } from '../../src/jobs/football-sync.job';
import { createLogger } from '../../src/logger';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, registerTestContainer, testQueue, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { fixtures, kickoffMs, matchRows, realKickoff } from '../helpers/embedded-season';

describe('the replay calendar survives a restart', () => {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false' } as const;
  let tmp: string | undefined;

  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  /** Opens the same database twice, as two runs of the server would (a PGlite folder, or one PostgreSQL db). */
  async function sameDatabaseTwice() {
    if (process.env.DATABASE_URL) {
      const test = await createTestDatabase();
      return { open: async () => test.connection, closeEach: async () => undefined, destroy: () => test.destroy() };
    }
    tmp = await mkdtemp(path.join(os.tmpdir(), 'scoreline-replay-'));
    const dir = path.join(tmp, 'pglite');
    return {
      open: async () => {
        const connection = await openDatabase({ pgliteDir: dir, pgliteTemplate: inject('pgliteTemplate') });
        await runMigrations(connection);
        return connection;
      },
      closeEach: async (connection: DatabaseConnection) => connection.close(),
      destroy: async () => undefined,
    };
  }

  async function boot(connection: DatabaseConnection, now: string, extraEnv: Record<string, string> = {}) {
    const config = loadConfig({ ...env, ...extraEnv });
    const container = await createContainer({
      config,
      database: connection,
      log: createLogger(config),
      version: 'test',
      clock: new ManualClock(now),
      schedule: false,
      queue: testQueue,
    });
    const app = await buildApp({ config, database: connection, container, webDist: null });
    app.addHook('onClose', () => container.stop());
    registerTestContainer(app, container);
    // As server.ts does: the first sync runs (through the queue) before the app serves.
    await container.startWorking();
    await container.services.jobs.send(footballSyncJob, {});
    await container.settle({ timeoutMs: 60_000 });
    await app.ready();
    return app;
  }

  // Three boots of a file-backed database: slower than the default 30 s on a busy machine.
  it('keeps the stored shift, and takes a new one only when REPLAY_ROUND changes', async () => {
    const database = await sameDatabaseTwice();
    try {
      const first = await database.open();
      let app = await boot(first, '2025-06-04T10:00:00Z');
      const before = await matchRows(first);
      expect((await get(app, '/match/home')).json().data.rows[0].round).toBe(27);
      await app.close();
      await database.closeEach(first);

      // Ten days later a fresh decision would move the calendar by two more weeks; the stored one stands.
      const second = await database.open();
      app = await boot(second, '2025-06-14T10:00:00Z');
      const after = await matchRows(second);
      for (const [id, row] of before) expect(kickoffMs(after.get(id))).toBe(kickoffMs(row));
      const [setting] = await queryRows<{ value: { round: number; shiftWeeks: number } }>(
        second.db,
        sql`select value from app_settings where key = 'football.replay'`,
      );
      expect(setting?.value.round).toBe(27);
      await app.close();
      await database.closeEach(second);

      // An operator who changes REPLAY_ROUND gets a new calendar with that round next.
      const third = await database.open();
      app = await boot(third, '2025-06-14T10:00:00Z', { REPLAY_ROUND: '10' });
      const player = await createPlayer(app);
      const data = (await get(app, '/match', { token: player.token })).json().data;
      expect(data.current_round).toBe(10);
      await app.close();
      await database.closeEach(third);
    } finally {
      await database.destroy();
    }
  }, 120_000);
});

describe('REPLAY_ROUND=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clockStart: '2024-03-02T12:00:00Z', env: { REPLAY_ROUND: 'off' } });
    await footballSync(t.app).syncOnce();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the real 2023/24 dates, with statuses from the clock', async () => {
    const rows = await matchRows(t.database.connection);
    for (const fixture of fixtures) expect(kickoffMs(rows.get(fixture.id))).toBe(realKickoff(fixture));
    expect(rows.get(1)?.status).toBe('FT');
    const [setting] = await queryRows(
      t.app.deps.database.db,
      sql`select 1 from app_settings where key = 'football.replay'`,
    );
    expect(setting).toBeUndefined();
    const player = await createPlayer(t.app);
    const data = (await get(t.app, '/match', { token: player.token })).json().data;
    // 2 March 2024, noon: matchday 27 kicks off at 15:00.
    expect(data.current_round).toBe(27);
  });

  it('everything is over once the season has been played', async () => {
    t.clock.set('2024-06-01T00:00:00Z');
    await footballSync(t.app).syncOnce();
    const player = await createPlayer(t.app);
    const data = (await get(t.app, '/match', { token: player.token })).json().data;
    expect(data).toMatchObject({ current_round: 38, round: 38, total_rounds: 38 });
    expect((await get(t.app, '/match/home')).json().data).toEqual({ rows: [], count: 0 });
  });
});
