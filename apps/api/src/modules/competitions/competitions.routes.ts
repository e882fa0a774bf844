import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  competitionMessages,
  competitionSeasonsResponseSchema,
  errorEnvelopeSchema,
  myCompetitionsBodySchema,
} from '@scoreline/contracts';
import { errorResponses, ok } from '../../lib/envelope';
import { PLAYER_WRITE_RATE_LIMIT } from '../../http-limits';
import { currentUser } from '../auth/auth.plugin';
import type { CompetitionsService } from './competitions.service';
import { tournamentRoutes, type TournamentRoutesOptions } from './tournament.routes';

/** issue 58: the competitions played, for everyone (visitors too, as the matches are). */
export const competitionsRoutes: FastifyPluginAsyncZod<
  { competitions: CompetitionsService } & TournamentRoutesOptions
> = async (app, { competitions, tournament, reads }) => {
  // A competition's group tables and bracket (docs/decisions/104).
  await app.register(tournamentRoutes, { tournament, reads });
  app.get(
    '/competitions',
    {
      // Signed in, each competition says whether the caller plays it; a visitor's answer is everyone's.
      preHandler: app.optionalAuth,
      schema: {
        tags: ['competitions'],
        summary: 'The competitions played',
        description:
          'Each competition-season by its slug, with its kind, season, current stage and status; the default one ' +
          '(the competition the calls without one mean) first. `playing`: whether the signed-in caller has ' +
          "predicted in it (false for a visitor); `mine`: whether it is one of the caller's competitions (chosen " +
          'with PUT /user/competitions; until then the default one and those predicted in).',
        response: { 200: competitionSeasonsResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = request.authUser?.id;
      if (userId !== undefined) reply.header('cache-control', 'private, no-cache');
      return ok(await competitions.list(userId));
    },
  );

  app.put(
    '/user/competitions',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags: ['competitions'],
        summary: "Chooses the caller's competitions ('My competitions' on the profile)",
        description:
          'Replaces the choice with these slugs (1 to 20; repeats count once). An unknown slug is a 404 and nothing ' +
          'changes. Answers the competitions as GET /competitions does for the caller, `mine` now as chosen.',
        security: [{ bearerAuth: [] }],
        body: myCompetitionsBodySchema,
        response: { 200: competitionSeasonsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return ok(
        await competitions.choose(currentUser(request).id, request.body.competitions),
        competitionMessages.saved,
      );
    },
  );
};
