import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase, type DatabaseConnection } from './db/client';
import { runMigrations } from './db/migrate';
import { users } from './db/schema';
import { assertSafeStartup, startupNotices } from './startup-checks';

describe('assertSafeStartup', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(database);
  });
  afterAll(() => database.close());

  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://s.example', SMTP_URL: 'smtp://mail:25' };

  it('lets production with demo data start on an empty database', async () => {
    await expect(assertSafeStartup(loadConfig({ ...production, DEMO: 'true' }), database)).resolves.toBeUndefined();
  });

  it('refuses demo data in production once real accounts exist', async () => {
    await database.db.insert(users).values({
      email: 'real@example.com',
      username: 'real',
      firstname: 'R',
      lastname: 'P',
      passwordHash: 'x',
    });
    await expect(assertSafeStartup(loadConfig({ ...production, DEMO: 'true' }), database)).rejects.toThrow(
      /refusing to seed demo data/,
    );
    await expect(assertSafeStartup(loadConfig(production), database)).resolves.toBeUndefined();
    await expect(assertSafeStartup(loadConfig({ DEMO: 'true' }), database)).resolves.toBeUndefined();
  });
});

describe('startupNotices (issue #10)', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://s.example', SMTP_URL: 'smtp://mail:25' };

  it('says plainly that production on PGlite is one process on one machine', () => {
    const [notice] = startupNotices(loadConfig(production), 'pglite');
    expect(notice).toMatch(/one process on this one machine/);
  });

  it('says nothing on PostgreSQL or outside production', () => {
    expect(startupNotices(loadConfig({ ...production, DATABASE_URL: 'postgres://u@db/app' }), 'postgres')).toEqual([]);
    expect(startupNotices(loadConfig({}), 'pglite')).toEqual([]);
  });
});

describe('startupNotices: TRUST_PROXY on a reachable address (issue 57, ADR 091)', () => {
  it('warns when a hop count is trusted and the app listens beyond loopback', () => {
    const [notice] = startupNotices(loadConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }), 'postgres');
    expect(notice).toMatch(/^TRUST_PROXY=1 while the app listens on 0\.0\.0\.0/);
    expect(startupNotices(loadConfig({ TRUST_PROXY: '2', HOST: '203.0.113.9' }), 'postgres')).toHaveLength(1);
  });

  it("says nothing on loopback, with the proxies' addresses, or without TRUST_PROXY", () => {
    expect(startupNotices(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }), 'postgres')).toEqual([]);
    expect(startupNotices(loadConfig({ TRUST_PROXY: '172.28.0.10', HOST: '0.0.0.0' }), 'postgres')).toEqual([]);
    expect(startupNotices(loadConfig({ HOST: '0.0.0.0' }), 'postgres')).toEqual([]);
  });
});
