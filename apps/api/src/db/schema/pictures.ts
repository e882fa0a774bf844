import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`: node-postgres answers a Buffer, PGlite a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Profile pictures (docs/decisions/017): the re-encoded 256 × 256 WebP, keyed by the SHA-256 of its bytes, so every
 * API instance serves the same file and a name never changes meaning. A row lives while a user references it
 * (`users.profile_picture` = `<sha256>.webp`).
 */
export const pictures = pgTable('pictures', {
  sha256: text('sha256').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
