import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pinBodySchema, pinMessages, pinParamsSchema, pinsResponseSchema } from '@scoreline/contracts';
import { PLAYER_LOOKUP_RATE_LIMIT } from '../../http-limits';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { PinsService } from './pins.service';

const errors = errorResponses(400, 401, 403, 404, 422, 429);

/** Pinned players (issue 12): shown with the player on every leaderboard (`pinned`, `isPinned`). */
export const pinsRoutes: FastifyPluginAsyncZod<{ pins: PinsService }> = async (app, { pins }) => {
  app.get(
    '/pins',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['leaderboard'],
        summary: 'The players I have pinned',
        security: [{ bearerAuth: [] }],
        response: { 200: pinsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await pins.list(currentUser(request).id)),
  );

  app.post(
    '/pins',
    {
      preHandler: app.requireAuth,
      // Pinning answers 404 for an account others cannot see: like GET /users/{id}, it must not walk ids.
      config: { rateLimit: PLAYER_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['leaderboard'],
        summary: `Pins a player (at most 20; pinning one already pinned is a safe retry)`,
        security: [{ bearerAuth: [] }],
        body: pinBodySchema,
        response: { 200: pinsResponseSchema, 201: pinsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, pins: list } = await pins.pin(currentUser(request).id, request.body.userId);
      return reply.status(created ? 201 : 200).send(ok(list, created ? pinMessages.pinned : pinMessages.alreadyPinned));
    },
  );

  app.delete(
    '/pins/:userId',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['leaderboard'],
        summary: 'Unpins a player',
        security: [{ bearerAuth: [] }],
        params: pinParamsSchema,
        response: { 200: pinsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await pins.unpin(currentUser(request).id, request.params.userId), pinMessages.unpinned),
  );
};
