import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './football';
import { users } from './users';

/**
 * Match comments (spec §2 Match detail, §3 Comment; docs/decisions/019). One level of replies: a reply's
 * `parent_id` is always a top-level comment. Deleting is soft (`deleted_at`: a deleted comment with replies is
 * still listed, emptied); an operator's hiding (`hidden_at`) removes it for everyone. Content is stored trimmed
 * and otherwise exactly as written.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The page query: a match's top-level comments, newest first.
    index('comments_match_top_idx')
      .on(table.matchId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.parentId} is null`),
    // The replies of a page's comments, oldest first.
    index('comments_parent_idx')
      .on(table.parentId, table.createdAt, table.id)
      .where(sql`${table.parentId} is not null`),
    // The per-player limits: the latest comment and the last 24 hours' count.
    index('comments_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const commentReactionTypes = ['liked', 'disliked'] as const;

/** One reaction per (comment, player); likes and dislikes are counted from these rows, never stored twice. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: commentReactionTypes }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/**
 * A player's report of a comment to the operators (issue 61): one per (comment, player), the second is the first; the
 * console lists reported comments first.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);
