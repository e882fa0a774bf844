import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, queryRows, type DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The database's URL on PostgreSQL (for a command run beside the app); undefined on in-memory PGlite. */
  url: string | undefined;
  /** Empties every table (between tests); the schema stays. */
  reset(): Promise<void>;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or with
 * DATABASE_URL a new PostgreSQL database created beside it and dropped afterwards. Both start from the run's migrated
 * template (apps/api/test/setup/template-database.ts); the migrations then find nothing left to do.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyDatabase({ fromTemplate: true });
  await runMigrations(database.connection);
  return database;
}

/**
 * A database for one test file, not migrated: made from the run's migrated template (`fromTemplate`), or empty (a
 * test that applies migrations itself, e.g. up to a given one).
 */
export async function createEmptyDatabase({ fromTemplate }: { fromTemplate: boolean }): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = fromTemplate ? { pgliteTemplate: inject('pgliteTemplate') } : {};
    const connection = await openDatabase({ pgliteDir: 'memory://', ...template });
    return { connection, url: undefined, reset: () => truncateAll(connection), destroy: () => connection.close() };
  }

  const name = `scoreline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = fromTemplate ? inject('templateDatabase') : undefined;
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
  return {
    connection,
    url: url.toString(),
    reset: () => truncateAll(connection),
    destroy: async () => {
      await connection.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

async function truncateAll(connection: DatabaseConnection): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    connection.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  // The data versions go too: a version never repeats (it grows with the clock, ADR 093), so no answer kept by the
  // app under test is taken for current after the reset.
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length === 0) return;
  const statement = sql.raw(`truncate ${tables.join(', ')} restart identity cascade`);
  // A job of the app under test may still hold a table (PostgreSQL then picks the truncate as a deadlock victim):
  // try again shortly, a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      await connection.db.execute(statement);
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === '40P01' || cause.cause?.code === '40P01';
}
