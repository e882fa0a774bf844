import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { paths } from '../paths';
import type { DatabaseConnection, Schema } from './client';

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_ID = 7_240_311;

/**
 * Applies the versioned SQL migrations in apps/api/drizzle. On PostgreSQL an advisory lock keeps
 * several starting processes from migrating at once; PGlite has a single process by construction.
 */
export async function runMigrations(connection: DatabaseConnection, migrationsFolder = paths.migrations) {
  const config = { migrationsFolder };
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
  const db = connection.db as unknown as NodePgDatabase<Schema>;
  // Session-level advisory locks belong to one connection, so run the migration inside one
  // transaction holding a transaction-level lock.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePostgres(tx as unknown as NodePgDatabase<Schema>, config);
  });
}

/** How many migrations ship with this build (for logs and health). */
export function countMigrations(migrationsFolder = paths.migrations): number {
  return readMigrationFiles({ migrationsFolder }).length;
}
