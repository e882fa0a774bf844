import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  calendarFeedResponseSchema,
  calendarMessages,
  calendarTokenParamsSchema,
  errorEnvelopeSchema,
} from '@scoreline/contracts';
import { CALENDAR_FEED_RATE_LIMIT, PLAYER_WRITE_RATE_LIMIT } from '../../http-limits';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { CalendarService } from './calendar.service';

const icsText = z.string().meta({ description: 'An iCalendar feed (RFC 5545)' });

/** Issue 60 (docs/decisions/113): a player's private calendar feed, and the calls that make and revoke its address. */
export const calendarRoutes: FastifyPluginAsyncZod<{
  calendar: CalendarService;
  publicUrl: string | undefined;
}> = async (app, { calendar, publicUrl }) => {
  /** The app's public address: PUBLIC_URL, else the one the request came to (behind the trusted proxy). */
  const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/user/calendar',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['calendar'],
        summary: "Whether the caller's calendar link is on, and since when",
        description: 'The link itself is shown only by the call that makes it (POST): it is kept as a hash.',
        security: [{ bearerAuth: [] }],
        response: { 200: calendarFeedResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await calendar.status(currentUser(request).id));
    },
  );

  app.post(
    '/user/calendar',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags: ['calendar'],
        summary: "Makes the caller's private calendar link (a new one replaces the old, which stops working)",
        description:
          'Answers the link (`url`) and the same as `webcal://` for calendar apps, this once: only its hash is kept.',
        security: [{ bearerAuth: [] }],
        response: { 200: calendarFeedResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await calendar.create(currentUser(request).id, originOf(request)), calendarMessages.created);
    },
  );

  app.delete(
    '/user/calendar',
    {
      preHandler: app.requireAuth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        tags: ['calendar'],
        summary: "Turns the caller's calendar link off",
        security: [{ bearerAuth: [] }],
        response: { 200: calendarFeedResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await calendar.revoke(currentUser(request).id), calendarMessages.revoked);
    },
  );

  app.get(
    '/calendar/:token',
    {
      config: { rateLimit: CALENDAR_FEED_RATE_LIMIT },
      schema: {
        tags: ['calendar'],
        summary: "A player's matches as an iCalendar feed, by the secret address made with POST /user/calendar",
        description:
          "Every match of the player's competitions from a week ago on: kick-off, venue, the player's pick once made " +
          'and an alarm before the prediction deadline. A replaced or revoked address is a 404.',
        params: calendarTokenParamsSchema,
        response: {
          200: { description: 'The feed', content: { 'text/calendar': { schema: icsText } } },
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await calendar.feed(request.params.token, originOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="scoreline.ics"')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};
