import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionSeasonsResponseSchema } from '@scoreline/contracts';
import { ok } from '../../lib/envelope';
import type { CompetitionsService } from './competitions.service';

/** issue 58: the competitions played, for everyone (visitors too, as the matches are). */
export const competitionsRoutes: FastifyPluginAsyncZod<{ competitions: CompetitionsService }> = async (
  app,
  { competitions },
) => {
  app.get(
    '/competitions',
    {
      schema: {
        tags: ['competitions'],
        summary: 'The competitions played',
        description:
          'Each competition-season by its slug, with its kind, season, current stage and status; the default one ' +
          '(the competition the calls without one mean) first.',
        response: { 200: competitionSeasonsResponseSchema },
      },
    },
    async () => ok(await competitions.list()),
  );
};
