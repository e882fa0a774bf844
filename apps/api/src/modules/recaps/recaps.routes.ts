import {
  recapImageQuerySchema,
  recapQuerySchema,
  roundRecapResponseSchema,
  userIdParamsSchema,
} from '@scoreline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECAP_IMAGE_RATE_LIMIT } from '../../http-limits';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { RecapsService } from './recaps.service';

const pngBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'A PNG image, 1200 × 630' });
const tags = ['recaps'];

/** Issue 60 (docs/decisions/117): a player's round recap and its share image. */
export const recapsRoutes: FastifyPluginAsyncZod<{ recaps: RecapsService }> = async (app, { recaps }) => {
  app.get(
    '/user/recap',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's recap of a completed round: points, places, best pick, the round's winner(s)",
        description:
          '`competition`: a slug (the default competition without); `round`: a completed round (the latest without; ' +
          "404 when it is not complete). Null when the caller made no scored pick in it. Every figure is a table's: " +
          'the round table (GET /score?round=) and the overall places after the round and after the completed round ' +
          'before it.',
        security: [{ bearerAuth: [] }],
        querystring: recapQuerySchema,
        response: { 200: roundRecapResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await recaps.recap(currentUser(request).id, request.query.competition, request.query.round)),
  );

  app.get(
    '/users/:id/recap.png',
    {
      config: { rateLimit: RECAP_IMAGE_RATE_LIMIT },
      schema: {
        tags,
        summary: "A player's recap of a completed round as a share image (PNG, 1200 × 630)",
        description:
          'Public, as the tables it shows are (a link preview cannot sign in). 404 when the round is not complete or ' +
          'the player made no scored pick in it.',
        params: userIdParamsSchema,
        querystring: recapImageQuerySchema,
        response: {
          200: { description: 'The image', content: { 'image/png': { schema: pngBytes } } },
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const png = await recaps.image(request.params.id, request.query.competition, request.query.round);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="scoreline-recap-${request.query.round}.png"`)
        .send(png);
    },
  );
};
