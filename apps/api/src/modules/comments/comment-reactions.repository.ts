import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activeAccount } from '../../db/player-status';
import { commentReactions, users } from '../../db/schema';

export type ReactionType = (typeof commentReactions.$inferSelect)['type'];

export interface ReactionCounts {
  likes: number;
  dislikes: number;
}

const r = commentReactions;

/**
 * Likes and dislikes are counted from the one row per (comment, player), so they cannot drift. A blocked player's
 * reactions are not counted while they are blocked, as their comments are not listed (docs/decisions/019).
 */
export const commentReactionsRepository = {
  async counts(db: Executor, commentIds: number[]): Promise<Map<number, ReactionCounts>> {
    if (commentIds.length === 0) return new Map();
    const rows = await db
      .select({
        commentId: r.commentId,
        likes: sql<number>`count(*) filter (where ${r.type} = 'liked')`.mapWith(Number),
        dislikes: sql<number>`count(*) filter (where ${r.type} = 'disliked')`.mapWith(Number),
      })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .where(and(inArray(r.commentId, commentIds), activeAccount(users)))
      .groupBy(r.commentId);
    return new Map(rows.map(({ commentId, ...counts }) => [commentId, counts]));
  },

  /** The player's own reactions to some comments. */
  async of(db: Executor, userId: number, commentIds: number[]): Promise<Map<number, ReactionType>> {
    if (commentIds.length === 0) return new Map();
    const rows = await db
      .select({ commentId: r.commentId, type: r.type })
      .from(r)
      .where(and(eq(r.userId, userId), inArray(r.commentId, commentIds)));
    return new Map(rows.map((row) => [row.commentId, row.type]));
  },

  async set(tx: Executor, commentId: number, userId: number, type: ReactionType, now: Date): Promise<void> {
    await tx
      .insert(r)
      .values({ commentId, userId, type, createdAt: now })
      .onConflictDoUpdate({ target: [r.commentId, r.userId], set: { type, createdAt: now } });
  },

  async remove(tx: Executor, commentId: number, userId: number): Promise<void> {
    await tx.delete(r).where(and(eq(r.commentId, commentId), eq(r.userId, userId)));
  },
};
