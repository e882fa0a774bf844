import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageOnlyEnvelopeSchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteBodySchema,
  reminderMessages,
  reminderSettingsBodySchema,
  reminderSettingsResponseSchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
} from '@scoreline/contracts';
import { PLAYER_WRITE_RATE_LIMIT, UNSUBSCRIBE_RATE_LIMIT } from '../../http-limits';
import { errorResponses, ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { RemindersService } from './reminders.service';

/** Issue 60 (docs/decisions/115): reminder settings, one-click unsubscribe, web push key and devices. */
export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (app, { reminders }) => {
  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form; nothing in it is needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  const auth = { preHandler: app.requireAuth };
  const secured = { tags: ['reminders'], security: [{ bearerAuth: [] }] };

  app.get(
    '/user/reminders',
    {
      ...auth,
      schema: {
        ...secured,
        summary: "The caller's reminder settings: e-mail digest and push, each on or off with its lead time",
        response: { 200: reminderSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await reminders.settings(currentUser(request).id));
    },
  );

  app.put(
    '/user/reminders',
    {
      ...auth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        ...secured,
        summary: "Saves the caller's reminder settings (a reminder already due under them is sent at once)",
        body: reminderSettingsBodySchema,
        response: { 200: reminderSettingsResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ok(await reminders.save(currentUser(request).id, request.body), reminderMessages.saved),
  );

  app.post(
    '/reminders/unsubscribe/:token',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['reminders'],
        summary: 'Turns reminder e-mails off by the token of one of them (RFC 8058 one-click; no session needed)',
        description:
          "The address of a reminder e-mail's `List-Unsubscribe` header; the unsubscribe page POSTs here too. An " +
          'unknown token is a 404.',
        params: unsubscribeParamsSchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await reminders.unsubscribe(request.params.token);
      return ok({ emailEnabled: false as const }, reminderMessages.unsubscribed);
    },
  );

  app.get(
    '/push/key',
    {
      schema: {
        tags: ['reminders'],
        summary: "The server's VAPID public key, for a browser's push subscription",
        description: 'A 404 when this server offers no web push (production without VAPID keys).',
        response: { 200: pushKeyResponseSchema, ...errorResponses(404) },
      },
    },
    async () => ok({ publicKey: await reminders.pushKey() }),
  );

  app.post(
    '/user/push-subscriptions',
    {
      ...auth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        ...secured,
        summary: "Keeps this device's push subscription for the caller's reminders",
        description:
          "Only https endpoints of the browsers' push services are kept (the server POSTs to them); any other is a 400.",
        body: pushSubscriptionBodySchema,
        response: { 200: messageOnlyEnvelopeSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await reminders.subscribe(currentUser(request).id, request.body);
      return ok(null, reminderMessages.subscribed);
    },
  );

  app.delete(
    '/user/push-subscriptions',
    {
      ...auth,
      config: { rateLimit: PLAYER_WRITE_RATE_LIMIT },
      schema: {
        ...secured,
        summary: "Removes this device's push subscription",
        body: pushSubscriptionDeleteBodySchema,
        response: { 200: messageOnlyEnvelopeSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await reminders.unsubscribeDevice(currentUser(request).id, request.body.endpoint);
      return ok(null, reminderMessages.unsubscribedDevice);
    },
  );
};
