import {
  COMMENT_INTERVAL_SECONDS,
  COMMENTS_PER_DAY,
  commentMessages,
  type MatchComment,
  type CommentReaction,
  type CommentReply,
  type CommentsPage,
  type CommentsQuery,
  type PostCommentBody,
  type ReactionType,
} from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { AppError, ThrottledError } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { commentReactionsRepository as reactions, type ReactionCounts } from './comment-reactions.repository';
import { commentsRepository as repo, type CommentRow, type CommentState } from './comments.repository';

const DAY_MS = 24 * 60 * 60_000;
const INTERVAL_MS = COMMENT_INTERVAL_SECONDS * 1000;
const noReactions: ReactionCounts = { likes: 0, dislikes: 0 };

export interface CommentsDeps {
  db: Database;
  clock: Clock;
  /** Several players' overall leaderboard positions at once (the leaderboard service's cached ranking). */
  ranksOf: (userIds: readonly number[]) => Promise<Map<number, number | null>>;
  /** Writes an operator's action to the audit log inside the action's transaction. */
  audit: AuditRecorder;
}

/** What the read side needs to turn rows into the contract's comments. */
interface Decorations {
  ranks: Map<number, number | null>;
  counts: Map<number, ReactionCounts>;
  mine: Map<number, ReactionType>;
}

function toReply(row: CommentRow, { ranks, counts, mine }: Decorations): CommentReply {
  const deleted = row.deletedAt !== null;
  const reaction = mine.get(row.id);
  return {
    id: row.id,
    matchId: row.matchId,
    // A deleted comment is only listed while it has replies, and then without its text.
    content: deleted ? '' : row.content,
    parentCommentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
    deleted,
    ...(counts.get(row.id) ?? noReactions),
    user: {
      id: row.userId,
      username: row.username,
      profile_picture: row.profilePicture,
      rank: ranks.get(row.userId) ?? null,
    },
    userLikeStatus: reaction ? { type: reaction } : null,
  };
}

/**
 * Match comments (spec §2, §3 Comment, §4 reactions; docs/decisions/019): a page of a match's comments with their
 * replies, posting under per-player limits, reactions, soft deletion by the author and hiding by an operator.
 */
export function createCommentsService({ db, clock, ranksOf, audit }: CommentsDeps) {
  async function decorate(rows: CommentRow[], viewerId: number | undefined): Promise<Decorations> {
    const ids = rows.map((row) => row.id);
    const [ranks, counts, mine] = await Promise.all([
      ranksOf([...new Set(rows.map((row) => row.userId))]),
      reactions.counts(db, ids),
      viewerId === undefined ? new Map<number, ReactionType>() : reactions.of(db, viewerId, ids),
    ]);
    return { ranks, counts, mine };
  }

  async function requireMatch(matchId: number): Promise<void> {
    if (!(await repo.matchExists(db, matchId))) throw new AppError('NOT_FOUND', commentMessages.matchNotFound);
  }

  /**
   * The top-level comment a new comment goes under: a reply to a reply joins its thread (one level deep). The
   * comment replied to must be listed (not hidden, its author not blocked, not deleted without a trace) and on
   * the same match.
   */
  async function threadOf(matchId: number, parentCommentId: number | null): Promise<number | null> {
    if (parentCommentId === null) return null;
    const parent = await repo.findState(db, parentCommentId);
    if (!parent?.shown) throw new AppError('NOT_FOUND', commentMessages.parentNotFound);
    if (parent.matchId !== matchId) throw new AppError('UNPROCESSABLE', commentMessages.parentOtherMatch);
    return parent.parentId ?? parent.id;
  }

  /** The per-player limits, checked while this transaction holds the player's posting lock. */
  async function checkLimits(tx: Executor, userId: number, now: Date): Promise<void> {
    const recent = await repo.postingSince(tx, userId, new Date(now.getTime() - DAY_MS));
    if (recent.newest && now.getTime() - recent.newest.getTime() < INTERVAL_MS) {
      throw new ThrottledError(commentMessages.tooSoon, recent.newest.getTime() + INTERVAL_MS - now.getTime());
    }
    if (recent.count >= COMMENTS_PER_DAY && recent.oldest) {
      throw new ThrottledError(commentMessages.dailyLimit, recent.oldest.getTime() + DAY_MS - now.getTime());
    }
  }

  async function findOwnedOrRefuse(commentId: number, userId: number): Promise<CommentState> {
    const state = await repo.findState(db, commentId);
    if (!state) throw new AppError('NOT_FOUND', commentMessages.commentNotFound);
    if (state.userId !== userId) {
      // Another player's comment that is not listed is not admitted to exist.
      if (!state.shown) throw new AppError('NOT_FOUND', commentMessages.commentNotFound);
      throw new AppError('FORBIDDEN', commentMessages.notYours);
    }
    return state;
  }

  async function moderate(actorUserId: number, commentId: number, hidden: boolean, reason?: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const state = await repo.findState(tx, commentId, { lock: true });
      if (!state) throw new AppError('NOT_FOUND', commentMessages.commentNotFound);
      // Only a change is an action worth recording; hiding a hidden comment again is a safe retry.
      if (await repo.setHidden(tx, commentId, hidden, actorUserId, now)) {
        await audit(tx, {
          actorUserId,
          action: hidden ? 'comment.hide' : 'comment.unhide',
          subject: `comment:${commentId}`,
          details: {
            matchId: state.matchId,
            authorUserId: state.userId,
            parentCommentId: state.parentId,
            // issue 61: why, in the operator's words (the audit log shows it).
            ...(reason ? { reason } : {}),
          },
          createdAt: now,
        });
      }
      return { id: state.id, matchId: state.matchId, userId: state.userId, hidden, deleted: state.deleted };
    });
  }

  return {
    /** spec §7 GET /match/{id}/comments: newest top-level comments first, each with its replies oldest first. */
    async list(matchId: number, query: CommentsQuery, viewerId: number | undefined): Promise<CommentsPage> {
      await requireMatch(matchId);
      const { rows, total } = await repo.topLevelPage(db, matchId, query.size, (query.page - 1) * query.size);
      const replies = await repo.replies(
        db,
        rows.map((row) => row.id),
      );
      const decorations = await decorate([...rows, ...replies], viewerId);
      const byParent = new Map<number, CommentReply[]>();
      for (const row of replies) {
        const thread = byParent.get(row.parentId!) ?? [];
        thread.push(toReply(row, decorations));
        byParent.set(row.parentId!, thread);
      }
      const comments: MatchComment[] = rows.map((row) => ({
        ...toReply(row, decorations),
        replies: byParent.get(row.id) ?? [],
      }));
      return { comments, page: query.page, size: query.size, total };
    },

    /** spec §7 POST /match/comments: a comment or a reply, under the per-player limits. */
    async post(userId: number, body: PostCommentBody): Promise<{ comment: CommentReply; message: string }> {
      await requireMatch(body.matchId);
      const parentId = await threadOf(body.matchId, body.parentCommentId);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        await repo.lockPoster(tx, userId);
        await checkLimits(tx, userId, now);
        return repo.insert(tx, { matchId: body.matchId, userId, parentId, content: body.content, now });
      });
      const row = await repo.findWithAuthor(db, id);
      if (!row) throw new Error(`comment ${id} vanished after insert`);
      const comment = toReply(row, { ranks: await ranksOf([userId]), counts: new Map(), mine: new Map() });
      return { comment, message: parentId === null ? commentMessages.posted : commentMessages.replyPosted };
    },

    /**
     * spec §4 reactions: the same reaction again removes it, the other one replaces it. Reactions to one comment
     * take turns on its row lock, so each sees the one before; the counts are counted, never adjusted.
     */
    async react(userId: number, commentId: number, type: ReactionType): Promise<CommentReaction> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const state = await repo.findState(tx, commentId, { lock: true });
        if (!state?.shown || state.deleted) throw new AppError('NOT_FOUND', commentMessages.commentNotFound);
        const current = (await reactions.of(tx, userId, [commentId])).get(commentId);
        if (current === type) await reactions.remove(tx, commentId, userId);
        else await reactions.set(tx, commentId, userId, type, now);
        const counts = (await reactions.counts(tx, [commentId])).get(commentId) ?? noReactions;
        return { commentId, ...counts, userLikeStatus: current === type ? null : { type } };
      });
    },

    /** Soft deletion by the author: its replies stay, listed under an emptied comment. */
    async remove(userId: number, commentId: number): Promise<void> {
      await findOwnedOrRefuse(commentId, userId);
      await repo.softDelete(db, commentId, userId, clock.now());
    },

    /** An operator hides a comment from everyone (with its replies, when it is a top-level one). */
    hide: (actorUserId: number, commentId: number, reason?: string) => moderate(actorUserId, commentId, true, reason),
    unhide: (actorUserId: number, commentId: number, reason?: string) =>
      moderate(actorUserId, commentId, false, reason),
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
