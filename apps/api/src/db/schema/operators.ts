import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * When each ADMIN_EMAILS address was first named (docs/decisions/013). Kept after an address leaves the list, so
 * an account verified while it was absent never counts as verified "before it was named".
 */
export const operatorAddresses = pgTable('operator_addresses', {
  email: text('email').primaryKey(),
  firstNamedAt: timestamp('first_named_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const operatorGrantSources = ['admin_emails', 'command'] as const;
export type OperatorGrantSource = (typeof operatorGrantSources)[number];

/**
 * Operator rights (docs/decisions/013): who (the account and its address then), when, how (at start for an
 * ADMIN_EMAILS address whose account was verified before it was named, or `npm run admin:grant`) and by whom.
 * Rows are never deleted; a revoked grant keeps its history and a later grant is a new row.
 */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    source: text('source', { enum: operatorGrantSources }).notNull(),
    /** 'start' for a grant at start, the system user and host for the command. */
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    // At most one live grant per account.
    uniqueIndex('operator_grants_live_key')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    index('operator_grants_user_idx').on(table.userId),
  ],
);
