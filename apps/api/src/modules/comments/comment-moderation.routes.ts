import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORTS_PER_HOUR,
  adminCommentsQuerySchema,
  adminCommentsResponseSchema,
  commentIdParamsSchema,
  commentMessages,
  commentReportResponseSchema,
} from '@scoreline/contracts';
import { ThrottledError } from '../../lib/app-error';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { CommentModerationService } from './comment-moderation.service';

/** Issue 61: players report comments; the operators list them, reported ones first. */
export const commentModerationRoutes: FastifyPluginAsyncZod<{ moderation: CommentModerationService }> = async (
  app,
  { moderation },
) => {
  // Per player whatever addresses the calls come from (ADR 090), and per address below.
  const reportLimit = app.createRateLimit({
    max: REPORTS_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `comment-reports:${currentUser(request).id}`,
  });
  const limitReports = async (request: FastifyRequest) => {
    const result = await reportLimit(request);
    if (!result.isAllowed && result.isExceeded) throw new ThrottledError(commentMessages.reportsTooFast, result.ttl);
  };

  app.post(
    '/match/comments/:commentId/report',
    {
      preHandler: [app.requireAuth, limitReports],
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['comments'],
        summary: "Reports another player's comment to the operators (once per player: a second report changes nothing)",
        description:
          `404 for a comment nobody sees (hidden, deleted, unknown); 422 for one's own. At most ${REPORTS_PER_HOUR} ` +
          'reports an hour per player, from any address.',
        security: [{ bearerAuth: [] }],
        params: commentIdParamsSchema,
        response: { 200: commentReportResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { commentId } = request.params;
      const { added } = await moderation.report(currentUser(request).id, commentId);
      return ok(
        { commentId, reported: true as const },
        added ? commentMessages.reported : commentMessages.reportedAlready,
      );
    },
  );

  app.get(
    '/admin/comments',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Comments for moderation: reported ones still shown first, then newest first',
        description:
          "`reported=true`: only those; `user`: one player's comments (hidden and deleted ones too, with their text).",
        security: [{ bearerAuth: ['operator'] }],
        querystring: adminCommentsQuerySchema,
        response: { 200: adminCommentsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await moderation.list(request.query)),
  );
};
