import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { COMMENT_MAX_LENGTH, COMMENTS_MAX_PAGE_SIZE, COMMENTS_PAGE_SIZE, commentMessages } from './comment-messages';
import { idNumber, idParam, intQueryParam, pageQueryParam, safeString, stop, strictObject } from './primitives';

/**
 * Plain text, multi-line (tab and line breaks kept, other control characters refused), at most 2,000 characters as
 * sent (what the web form's textarea allows, so the document states the bound exactly) and not empty once trimmed;
 * stored trimmed and otherwise byte for byte (HTML is text here: the web app renders it as text).
 */
const commentContent = safeString({ error: commentMessages.contentRequired, multiline: true })
  .max(COMMENT_MAX_LENGTH, { message: commentMessages.contentTooLong, ...stop })
  .trim()
  .min(1, { message: commentMessages.contentRequired, ...stop })
  .meta({
    description: `Plain text, 1 to ${COMMENT_MAX_LENGTH} characters; leading and trailing whitespace is trimmed`,
  });

export const reactionTypes = ['liked', 'disliked'] as const;
export type ReactionType = (typeof reactionTypes)[number];
const reactionType = z.enum(reactionTypes, { error: commentMessages.reactionInvalid });

// ---- requests ----

/** GET /match/{id}/comments?page=1&size=10 (spec §7, §9). */
export const commentsQuerySchema = strictObject({
  page: pageQueryParam(),
  size: intQueryParam({ min: 1, max: COMMENTS_MAX_PAGE_SIZE, message: commentMessages.sizeInvalid }).default(
    COMMENTS_PAGE_SIZE,
  ),
});
export type CommentsQuery = z.output<typeof commentsQuerySchema>;

/** POST /match/comments (spec §7): `parentCommentId` null for a new comment, else the comment replied to. */
export const postCommentBodySchema = strictObject({
  matchId: idNumber(commentMessages.matchIdInvalid),
  content: commentContent,
  parentCommentId: idNumber(commentMessages.parentIdInvalid).nullable(),
}).meta({ id: 'PostCommentRequest' });
export type PostCommentBody = z.output<typeof postCommentBodySchema>;

/** POST /match/comments/like-or-dislike (spec §7): the same reaction again removes it, the other one switches. */
export const reactToCommentBodySchema = strictObject({
  commentId: idNumber(commentMessages.commentIdInvalid),
  type: reactionType,
}).meta({ id: 'CommentReactionRequest' });
export type ReactToCommentBody = z.output<typeof reactToCommentBodySchema>;

export const commentIdParamsSchema = strictObject({ commentId: idParam(commentMessages.commentIdInvalid) });

// ---- answers ----

export const commentAuthorSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    profile_picture: z.string().nullable(),
    /** The author's overall leaderboard position; null until one of their predictions is scored. */
    rank: z.number().int().nullable(),
  })
  .meta({ id: 'CommentAuthor' });

/** The caller's own reaction (null without a token, or when they have none). */
export const userLikeStatusSchema = z.object({ type: reactionType }).nullable();
export type UserLikeStatus = z.infer<typeof userLikeStatusSchema>;

/** spec §3 Comment, as a reply (and as the answer to a post): no replies of its own. */
export const commentReplySchema = z
  .object({
    id: z.number().int(),
    matchId: z.number().int(),
    /** Empty when `deleted` (a deleted comment is only listed while it still has replies). */
    content: z.string(),
    parentCommentId: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
    deleted: z.boolean(),
    likes: z.number().int(),
    dislikes: z.number().int(),
    user: commentAuthorSchema,
    userLikeStatus: userLikeStatusSchema,
  })
  .meta({ id: 'CommentReply' });
export type CommentReply = z.infer<typeof commentReplySchema>;

/** spec §3 Comment: a top-level comment with its replies, oldest first. */
export const commentSchema = commentReplySchema
  .extend({ replies: z.array(commentReplySchema) })
  .meta({ id: 'Comment' });
export type MatchComment = z.infer<typeof commentSchema>;

export const commentsPageSchema = z
  .object({
    comments: z.array(commentSchema),
    page: z.number().int(),
    size: z.number().int(),
    /** Top-level comments shown for the match (replies are not counted). */
    total: z.number().int(),
  })
  .meta({ id: 'CommentsPage' });
export type CommentsPage = z.infer<typeof commentsPageSchema>;
export const commentsPageResponseSchema = successEnvelope(commentsPageSchema);

export const postCommentResponseSchema = successEnvelope(commentReplySchema);

export const commentReactionSchema = z
  .object({
    commentId: z.number().int(),
    likes: z.number().int(),
    dislikes: z.number().int(),
    userLikeStatus: userLikeStatusSchema,
  })
  .meta({ id: 'CommentReaction' });
export type CommentReaction = z.infer<typeof commentReactionSchema>;
export const commentReactionResponseSchema = successEnvelope(commentReactionSchema);

/** An operator's view of a comment after hiding or showing it again. */
export const moderatedCommentSchema = z
  .object({
    id: z.number().int(),
    matchId: z.number().int(),
    userId: z.number().int(),
    hidden: z.boolean(),
    deleted: z.boolean(),
  })
  .meta({ id: 'ModeratedComment' });
export const moderatedCommentResponseSchema = successEnvelope(moderatedCommentSchema);

/** POST /match/comments/{commentId}/report (issue 61): the comment is reported by the caller (once, however often). */
export const commentReportSchema = z
  .object({ commentId: z.number().int(), reported: z.literal(true) })
  .meta({ id: 'CommentReport' });
export const commentReportResponseSchema = successEnvelope(commentReportSchema);

/** GET /admin/comments (issue 61): the operators' list, reported ones first, then newest first. */
export const adminCommentsQuerySchema = strictObject({
  /** `true`: only comments players have reported and that are still shown. */
  reported: z
    .enum(['true', 'false'], { message: "reported must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
  /** One player's comments (a player's recent comments). */
  user: idParam('User id must be a positive whole number').optional(),
  page: pageQueryParam(),
  size: intQueryParam({ min: 1, max: COMMENTS_MAX_PAGE_SIZE, message: commentMessages.sizeInvalid }).default(20),
});
export type AdminCommentsQuery = z.output<typeof adminCommentsQuerySchema>;

export const adminCommentSchema = z
  .object({
    id: z.number().int(),
    matchId: z.number().int(),
    parentId: z.number().int().nullable(),
    /** As written (the console renders it as text). Kept for a deleted comment: an operator may need it. */
    content: z.string(),
    createdAt: z.string(),
    author: z.object({ id: z.number().int(), username: z.string() }),
    hidden: z.boolean(),
    deleted: z.boolean(),
    /** How many players reported it. */
    reports: z.number().int(),
  })
  .meta({ id: 'AdminComment' });
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentsResponseSchema = successEnvelope(
  z.object({
    results: z.array(adminCommentSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
);

/** POST /admin/comments/{commentId}/hide and /unhide (issue 61): why, written to the audit log (optional). */
export const moderateCommentBodySchema = strictObject({
  reason: safeString({ error: 'Reason must be text' })
    .trim()
    .max(500, { message: 'A reason can be at most 500 characters long' })
    .optional(),
})
  .nullish()
  .meta({ id: 'ModerateCommentRequest' });
