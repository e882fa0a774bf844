import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { commentReports, comments, users } from '../../db/schema';

/** A comment as the operators' list shows it. */
export interface AdminCommentRow {
  id: number;
  matchId: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  authorId: number;
  username: string;
  hidden: boolean;
  deleted: boolean;
  reports: number;
}

const reportCount = sql<number>`(select count(*)::int from ${commentReports} r where r.comment_id = ${comments.id})`;

/** Issue 61: players' reports of comments, and the operators' list of comments. */
export const commentReportsRepository = {
  /** Records a player's report; false when they had reported it already. */
  async add(db: Executor, commentId: number, userId: number, now: Date): Promise<boolean> {
    const inserted = await db
      .insert(commentReports)
      .values({ commentId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ commentId: commentReports.commentId });
    return inserted.length > 0;
  },

  /** A page of comments: reported and still shown ones first, then newest first; `reported` keeps only those. */
  async page(
    db: Executor,
    { reported, userId, offset, limit }: { reported: boolean; userId?: number; offset: number; limit: number },
  ): Promise<{ rows: AdminCommentRow[]; total: number }> {
    const open = sql`(${reportCount} > 0 and ${comments.hiddenAt} is null and ${comments.deletedAt} is null)`;
    const filters: SQL[] = [];
    if (reported) filters.push(open);
    if (userId !== undefined) filters.push(eq(comments.userId, userId));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          id: comments.id,
          matchId: comments.matchId,
          parentId: comments.parentId,
          content: comments.content,
          createdAt: comments.createdAt,
          authorId: comments.userId,
          username: users.username,
          hidden: sql<boolean>`${comments.hiddenAt} is not null`,
          deleted: sql<boolean>`${comments.deletedAt} is not null`,
          reports: reportCount,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(open), desc(comments.createdAt), desc(comments.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(comments).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },
};
