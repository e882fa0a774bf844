import { exportWords, privateLeagueIdParamsSchema, tableExportQuerySchema } from '@scoreline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_RATE_LIMIT, EXPORTS_PER_PLAYER_PER_MINUTE } from '../../http-limits';
import { ThrottledError } from '../../lib/app-error';
import { csvHeaders } from '../../lib/csv';
import { errorResponses } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { ExportsService } from './exports.service';

const csvText = z.string().meta({ description: 'CSV (RFC 4180), UTF-8 with a byte order mark' });
const csvAnswer = { description: 'The CSV file', content: { 'text/csv': { schema: csvText } } };
const security = [{ bearerAuth: [] }];
const formulas = "Cells a spreadsheet would read as a formula start with '.";
const tableColumns =
  "The table's rows in its order (GET /score's tie-break): position, player, points, exact scores, correct outcomes " +
  'and scored predictions.';

/** The file's name: the table's filters, ASCII only (slugs, rounds and ISO dates are). */
function tableFilename(prefix: string, query: { competition?: string; round?: number; start?: string }) {
  const parts = [prefix, query.competition, query.round === undefined ? undefined : `round-${query.round}`];
  if (query.start) parts.push(query.start);
  return `${parts.filter(Boolean).join('-')}.csv`;
}

/** Issue 60 (docs/decisions/114): CSV downloads, signed-in players only, per address and per player. */
export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  const playerLimit = app.createRateLimit({
    max: EXPORTS_PER_PLAYER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `exports:${currentUser(request).id}`,
  });
  const limitPerPlayer = async (request: FastifyRequest) => {
    const result = await playerLimit(request);
    if (!result.isAllowed && result.isExceeded) throw new ThrottledError(exportWords.tooMany, result.ttl);
  };
  const preHandler = [app.requireAuth, limitPerPlayer];
  const config = { rateLimit: EXPORT_RATE_LIMIT };

  app.get(
    '/user/predictions/export',
    {
      preHandler,
      config,
      schema: {
        tags: ['exports'],
        summary: "The caller's picks and points as a CSV file",
        description:
          'One row per pick, by kick-off (UTC): the competition, the stage, the teams, the pick, whether it was the ' +
          `round's joker, the result and the points with the rule that gave them once scored. ${formulas}`,
        security,
        response: { 200: csvAnswer, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const csv = await exports.picks(currentUser(request).id);
      return reply.headers(csvHeaders('scoreline-my-picks.csv')).send(csv);
    },
  );

  app.get(
    '/score/export',
    {
      preHandler,
      config,
      schema: {
        tags: ['exports'],
        summary: 'A whole leaderboard as a CSV file: GET /score with the same filters, every ranked player',
        description: `${tableColumns} ${formulas}`,
        security,
        querystring: tableExportQuerySchema,
        response: { 200: csvAnswer, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const csv = await exports.table(request.query);
      return reply.headers(csvHeaders(tableFilename('scoreline-table', request.query))).send(csv);
    },
  );

  app.get(
    '/private-leagues/:id/score/export',
    {
      preHandler,
      config,
      schema: {
        tags: ['exports'],
        summary: "A private league's table as a CSV file: GET /private-leagues/{id}/score with the same filters",
        description: `Members only (404 otherwise). Every member, under the league's rules. ${tableColumns} ${formulas}`,
        security,
        params: privateLeagueIdParamsSchema,
        querystring: tableExportQuerySchema,
        response: { 200: csvAnswer, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const csv = await exports.leagueTable(request.params.id, currentUser(request).id, request.query);
      const filename = tableFilename(`scoreline-league-${request.params.id}`, request.query);
      return reply.headers(csvHeaders(filename)).send(csv);
    },
  );
};
