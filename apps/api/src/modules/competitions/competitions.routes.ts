import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionSeasonsResponseSchema, errorEnvelopeSchema } from '@scoreline/contracts';
import { ok } from '../../lib/envelope';
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
          'predicted in it (false for a visitor).',
        response: { 200: competitionSeasonsResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = request.authUser?.id;
      if (userId !== undefined) reply.header('cache-control', 'private, no-cache');
      return ok(await competitions.list(userId));
    },
  );
};
