import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 60 (docs/decisions/113): a player's private calendar feed. One per player; the token in its address is kept
 * only as its SHA-256 (as sessions' are), so the table cannot be turned back into addresses. Made again, the row's hash
 * is replaced and the old address stops working; turned off, the row is deleted.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
);
