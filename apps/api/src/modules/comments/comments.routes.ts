import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMENT_INTERVAL_SECONDS,
  COMMENT_MAX_LENGTH,
  COMMENTS_PER_DAY,
  REACTIONS_PER_DAY,
  REACTIONS_PER_MINUTE,
  commentIdParamsSchema,
  commentMessages,
  commentReactionResponseSchema,
  commentsPageResponseSchema,
  commentsQuerySchema,
  matchIdParamsSchema,
  messageOnlyEnvelopeSchema,
  moderateCommentBodySchema,
  moderatedCommentResponseSchema,
  postCommentBodySchema,
  postCommentResponseSchema,
  reactToCommentBodySchema,
} from '@scoreline/contracts';
import { COMMENTS_LIST_RATE_LIMIT } from '../../http-limits';
import { ThrottledError } from '../../lib/app-error';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { CommentsService } from './comments.service';

const tags = ['comments'];
const errors = errorResponses(400, 401, 403, 404, 413, 422, 429);

/** Per-IP limits on the write calls (ADR 005, 009); the per-player limits of posting live in the service. */
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * A comment of 2,000 characters may need up to 6 bytes a character once JSON-escaped (`\uXXXX`, as clients that
 * escape all non-ASCII text send it): room for that, above the 8 KB default (docs/decisions/012).
 */
const postBodyLimit = COMMENT_MAX_LENGTH * 6 + 1_024;

/** Match comments (spec §2 Match detail, §7 comments calls; docs/decisions/019). */
export const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  app.get(
    '/match/:id/comments',
    {
      preHandler: app.optionalAuth,
      config: { rateLimit: COMMENTS_LIST_RATE_LIMIT },
      schema: {
        tags,
        summary: "A match's comments, newest first, each with its replies oldest first",
        description:
          "Public; with a bearer token each comment's `userLikeStatus` is the caller's reaction. `total` counts the " +
          'top-level comments listed. A deleted comment is listed (emptied, `deleted: true`) only while it has replies.',
        params: matchIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentsPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await comments.list(request.params.id, request.query, request.authUser?.id)),
  );

  app.post(
    '/match/comments',
    {
      preHandler: app.requireAuth,
      bodyLimit: postBodyLimit,
      config: perIp(30),
      schema: {
        tags,
        summary: 'Posts a comment, or a reply (a reply to a reply joins its thread)',
        description: `At most one comment per player every ${COMMENT_INTERVAL_SECONDS} seconds and ${COMMENTS_PER_DAY} in any 24 hours (429 with Retry-After otherwise).`,
        security: [{ bearerAuth: [] }],
        body: postCommentBodySchema,
        response: { 201: postCommentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { comment, message } = await comments.post(currentUser(request).id, request.body);
      return reply.status(201).send(ok(comment, message));
    },
  );

  // issue 57 (ADR 090): reactions are limited per player too, whatever addresses they come from (counted where the
  // per-IP limits are: Redis when configured). The per-IP limit above still runs first, before the token is read.
  const reactionLimits = [
    { max: REACTIONS_PER_MINUTE, timeWindow: 60_000, name: 'minute' },
    { max: REACTIONS_PER_DAY, timeWindow: 86_400_000, name: 'day' },
  ].map(({ max, timeWindow, name }) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `reactions:${name}:${currentUser(request).id}` }),
  );
  const limitReactions = async (request: FastifyRequest) => {
    for (const limit of reactionLimits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded)
        throw new ThrottledError(commentMessages.reactionsTooFast, result.ttl);
    }
  };

  app.post(
    '/match/comments/like-or-dislike',
    {
      preHandler: [app.requireAuth, limitReactions],
      config: perIp(120),
      schema: {
        tags,
        summary: 'Likes or dislikes a comment; the same reaction again removes it',
        description: `At most ${REACTIONS_PER_MINUTE} reactions per player a minute and ${REACTIONS_PER_DAY} in a day, from any address (429 with Retry-After otherwise).`,
        security: [{ bearerAuth: [] }],
        body: reactToCommentBodySchema,
        response: { 200: commentReactionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await comments.react(currentUser(request).id, request.body.commentId, request.body.type)),
  );

  app.delete(
    '/match/comments/:commentId',
    {
      preHandler: app.requireAuth,
      config: perIp(30),
      schema: {
        tags,
        summary: 'Deletes one of your own comments (its replies stay, under an emptied comment)',
        security: [{ bearerAuth: [] }],
        params: commentIdParamsSchema,
        response: { 200: messageOnlyEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await comments.remove(currentUser(request).id, request.params.commentId);
      return ok(null, commentMessages.deleted);
    },
  );

  for (const action of ['hide', 'unhide'] as const) {
    app.post(
      `/admin/comments/:commentId/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            action === 'hide'
              ? 'Hides a comment from everyone (a top-level one with its replies); written to the audit log'
              : 'Shows a hidden comment again; written to the audit log',
          security: [{ bearerAuth: ['operator'] }],
          params: commentIdParamsSchema,
          body: moderateCommentBodySchema,
          response: { 200: moderatedCommentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = currentUser(request).id;
        const { commentId } = request.params;
        const reason = request.body?.reason || undefined;
        return action === 'hide'
          ? ok(await comments.hide(actor, commentId, reason), commentMessages.hidden)
          : ok(await comments.unhide(actor, commentId, reason), commentMessages.unhidden);
      },
    );
  }
};
