import { commentMessages, type AdminComment, type AdminCommentsQuery } from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { commentReportsRepository as reports } from './comment-reports.repository';
import { commentsRepository as repo } from './comments.repository';

/**
 * Issue 61: players report comments to the operators (one report per player per comment), and the operators' list
 * of comments shows the reported ones first.
 */
export function createCommentModerationService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A listed comment of another player, reported once by the caller (a second report changes nothing). */
    async report(userId: number, commentId: number): Promise<{ added: boolean }> {
      const state = await repo.findState(db, commentId);
      // A comment nobody sees (hidden, deleted, or by a blocked player) is not admitted to exist.
      if (!state?.shown || state.deleted) throw new AppError('NOT_FOUND', commentMessages.commentNotFound);
      if (state.userId === userId) throw new AppError('UNPROCESSABLE', commentMessages.reportOwn);
      return { added: await reports.add(db, commentId, userId, clock.now()) };
    },

    /** GET /admin/comments: a page of comments for the operators. */
    async list(
      query: AdminCommentsQuery,
    ): Promise<{ results: AdminComment[]; page: number; size: number; total: number }> {
      const { rows, total } = await reports.page(db, {
        reported: query.reported,
        ...(query.user === undefined ? {} : { userId: query.user }),
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return {
        results: rows.map((row) => ({
          id: row.id,
          matchId: row.matchId,
          parentId: row.parentId,
          content: row.content,
          createdAt: row.createdAt.toISOString(),
          author: { id: row.authorId, username: row.username },
          hidden: row.hidden,
          deleted: row.deleted,
          reports: row.reports,
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },
  };
}

export type CommentModerationService = ReturnType<typeof createCommentModerationService>;
