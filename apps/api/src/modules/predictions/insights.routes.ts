import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionQuerySchema, insightsParamsSchema, insightsResponseSchema } from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { InsightsService } from './insights.service';
import { PLAYER_LOOKUP_RATE_LIMIT } from '../../http-limits';

const errors = errorResponses(400, 401, 403, 404, 429);

/** GET /users/{id}/insights (issue 11): a player's personal insights, visible as their profile is. */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  app.get(
    '/users/:id/insights',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary: "A player's points and rank per completed round, hit rates, outcome tendency, best and worst teams",
        security: [{ bearerAuth: [] }],
        description: "`competition`: a competition-season's slug, the default one without it (404 when unknown).",
        params: insightsParamsSchema,
        querystring: competitionQuerySchema,
        response: { 200: insightsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await insights.get(currentUser(request), request.params.id, request.query.competition)),
  );
};
