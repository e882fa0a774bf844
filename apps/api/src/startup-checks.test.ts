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
