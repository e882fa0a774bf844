import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badgeLogsParamsSchema,
  badgeLogsQuerySchema,
  badgeLogsResponseSchema,
  badgesQuerySchema,
  badgesResponseSchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { BadgesService } from './badges.service';
import { PLAYER_LOOKUP_RATE_LIMIT } from '../../http-limits';

const errors = errorResponses(400, 401, 403, 404, 429);

/** spec §7 GET /user/badges and GET /user/badges/{badgeId}/logs (issue 11), for signed-in players. */
export const badgesRoutes: FastifyPluginAsyncZod<{ badges: BadgesService }> = async (app, { badges }) => {
  const rateLimit = PLAYER_LOOKUP_RATE_LIMIT;

  app.get(
    '/user/badges',
    {
      preHandler: app.requireAuth,
      config: { rateLimit },
      schema: {
        tags: ['badges'],
        summary: "The badges a player holds (the caller's by default), most recently awarded first",
        description:
          '`competition`: only the badges earned in that competition-season (by its slug; 404 when unknown); ' +
          'without it, or with `all`, every badge.',
        security: [{ bearerAuth: [] }],
        querystring: badgesQuerySchema,
        response: { 200: badgesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await badges.list(currentUser(request), request.query)),
  );

  app.get(
    '/user/badges/:badgeId/logs',
    {
      preHandler: app.requireAuth,
      config: { rateLimit },
      schema: {
        tags: ['badges'],
        summary: "A badge's awards to a player, newest first: 'November 2026', 'Round N' or 'Rank N'",
        security: [{ bearerAuth: [] }],
        params: badgeLogsParamsSchema,
        querystring: badgeLogsQuerySchema,
        response: { 200: badgeLogsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await badges.logs(currentUser(request), request.params.badgeId, request.query)),
  );
};
