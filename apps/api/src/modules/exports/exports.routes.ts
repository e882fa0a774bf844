import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_RATE_LIMIT } from '../../http-limits';
import { csvHeaders } from '../../lib/csv';
import { errorResponses } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { ExportsService } from './exports.service';

const csvText = z.string().meta({ description: 'CSV (RFC 4180), UTF-8 with a byte order mark' });

/** Issue 60 (docs/decisions/114): CSV downloads. */
export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  app.get(
    '/user/predictions/export',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['exports'],
        summary: "The caller's picks and points as a CSV file",
        description:
          'One row per pick, by kick-off (UTC): the competition, the stage, the teams, the pick, whether it was the ' +
          "round's joker, the result and the points with the rule that gave them once scored. Cells a spreadsheet " +
          "would read as a formula start with '.",
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: csvText } } },
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const csv = await exports.picks(currentUser(request).id);
      return reply.headers(csvHeaders('scoreline-my-picks.csv')).send(csv);
    },
  );
};
