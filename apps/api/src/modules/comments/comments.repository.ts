import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { activeAccount } from '../../db/player-status';
import { comments, matches, users } from '../../db/schema';

/** The two-key advisory lock space of "one player posting" (docs/decisions/019); other locks use one bigint key. */
const POSTING_LOCK_SPACE = 19;

const reply = alias(comments, 'reply');
const replyAuthor = alias(users, 'reply_author');
const root = alias(comments, 'root');
const rootAuthor = alias(users, 'root_author');

/** A reply everyone sees under `parentId`: neither hidden nor deleted, by an active player. */
function hasVisibleReply(parentId: PgColumn): SQL {
  return sql`exists (select 1 from ${comments} ${sql.identifier('reply')}
    join ${users} ${sql.identifier('reply_author')} on ${replyAuthor.id} = ${reply.userId}
    where ${reply.parentId} = ${parentId} and ${reply.hiddenAt} is null and ${reply.deletedAt} is null
      and ${activeAccount(replyAuthor)})`;
}

/**
 * Whether a comment is listed (docs/decisions/019): not hidden by an operator, its author not blocked, and either
 * not deleted or a top-level comment that still has a visible reply (then it is listed emptied).
 */
const isListed = and(
  isNull(comments.hiddenAt),
  activeAccount(users),
  sql`(${comments.deletedAt} is null or (${comments.parentId} is null and ${hasVisibleReply(comments.id)}))`,
)!;

const rowColumns = {
  id: comments.id,
  matchId: comments.matchId,
  parentId: comments.parentId,
  content: comments.content,
  createdAt: comments.createdAt,
  deletedAt: comments.deletedAt,
  userId: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

/** A listed comment with its author's public fields. */
export interface CommentRow {
  id: number;
  matchId: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
  userId: number;
  username: string;
  profilePicture: string | null;
}

/** A comment as the write paths see it: who wrote it, where, and whether it is shown. */
export interface CommentState {
  id: number;
  matchId: number;
  userId: number;
  parentId: number | null;
  deleted: boolean;
  hidden: boolean;
  /** Listed for everyone (and, for a reply, its thread too). */
  shown: boolean;
}

export const commentsRepository = {
  async matchExists(db: Executor, matchId: number): Promise<boolean> {
    const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).limit(1);
    return row !== undefined;
  },

  /** One page of a match's listed top-level comments, newest first, and how many there are. */
  async topLevelPage(db: Executor, matchId: number, limit: number, offset: number) {
    const where = and(eq(comments.matchId, matchId), isNull(comments.parentId), isListed);
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(where),
    ]);
    return { rows: rows as CommentRow[], total: total?.total ?? 0 };
  },

  /** The listed replies of some top-level comments, oldest first. */
  async replies(db: Executor, parentIds: number[]): Promise<CommentRow[]> {
    if (parentIds.length === 0) return [];
    const rows = await db
      .select(rowColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(inArray(comments.parentId, parentIds), isNull(comments.deletedAt), isListed))
      .orderBy(asc(comments.createdAt), asc(comments.id));
    return rows as CommentRow[];
  },

  /** One comment with its author, listed or not (the answer to a post). */
  async findWithAuthor(db: Executor, id: number): Promise<CommentRow | undefined> {
    const [row] = await db
      .select(rowColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id))
      .limit(1);
    return row as CommentRow | undefined;
  },

  /** A comment's state, whether listed or not; `lock` holds its row until the transaction ends (reactions). */
  async findState(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<CommentState | undefined> {
    const query = db
      .select({
        id: comments.id,
        matchId: comments.matchId,
        userId: comments.userId,
        parentId: comments.parentId,
        deleted: sql<boolean>`${comments.deletedAt} is not null`,
        hidden: sql<boolean>`${comments.hiddenAt} is not null`,
        // A reply is shown while its thread's top-level comment is (deleted or not: a visible reply keeps it listed).
        shown: sql<boolean>`(${isListed}) and (${comments.parentId} is null
          or (${root.hiddenAt} is null and ${activeAccount(rootAuthor)}))`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(root, eq(root.id, comments.parentId))
      .leftJoin(rootAuthor, eq(rootAuthor.id, root.userId))
      .where(eq(comments.id, id))
      .limit(1);
    const [row] = options.lock ? await query.for('no key update', { of: comments }) : await query;
    return row;
  },

  /**
   * Makes this transaction the only one posting for the player until it ends (docs/decisions/019): the limits
   * are checked and the comment inserted under it, so two concurrent posts cannot both pass a check.
   */
  async lockPoster(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${POSTING_LOCK_SPACE}::int, ${userId}::int)`);
  },

  /** The player's comments since `since` (deleted and hidden ones too): how many, the newest and the oldest. */
  async postingSince(db: Executor, userId: number, since: Date) {
    const [row] = await db
      .select({
        count: count(),
        newest: sql<Date | null>`max(${comments.createdAt})`.mapWith(comments.createdAt),
        oldest: sql<Date | null>`min(${comments.createdAt})`.mapWith(comments.createdAt),
      })
      .from(comments)
      .where(and(eq(comments.userId, userId), gt(comments.createdAt, since)));
    return { count: row?.count ?? 0, newest: row?.newest ?? null, oldest: row?.oldest ?? null };
  },

  async insert(
    tx: Executor,
    values: { matchId: number; userId: number; parentId: number | null; content: string; now: Date },
  ): Promise<number> {
    const [row] = await tx
      .insert(comments)
      .values({
        matchId: values.matchId,
        userId: values.userId,
        parentId: values.parentId,
        content: values.content,
        createdAt: values.now,
      })
      .returning({ id: comments.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  /** Soft-deletes the player's own comment (a second delete changes nothing). */
  async softDelete(db: Executor, id: number, userId: number, now: Date): Promise<void> {
    await db
      .update(comments)
      .set({ deletedAt: now })
      .where(and(eq(comments.id, id), eq(comments.userId, userId), isNull(comments.deletedAt)));
  },

  /** Hides or shows a comment again; true when that changed anything. */
  async setHidden(tx: Executor, id: number, hidden: boolean, actorUserId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(comments)
      .set(hidden ? { hiddenAt: now, hiddenBy: actorUserId } : { hiddenAt: null, hiddenBy: null })
      .where(and(eq(comments.id, id), hidden ? isNull(comments.hiddenAt) : sql`${comments.hiddenAt} is not null`))
      .returning({ id: comments.id });
    return rows.length > 0;
  },
};
