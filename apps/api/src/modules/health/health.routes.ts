import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  errorMessages,
  healthResponseSchema,
  preparationResponseSchema,
  readinessResponseSchema,
} from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { sendUnavailable } from '../../plugins/error-handler';

const startedAt = Date.now();

/**
 * GET /api/v1/health: 200 with the database reachable, 503 otherwise (issue #2).
 * GET /api/v1/health/ready: 200 once the season is prepared, 503 while the embedded run prepares it (issue 14), while
 * the process drains after SIGTERM or a service it needs is down (issue 57).
 * GET /api/v1/health/preparation: whether it is being prepared, always 200 (what the web app asks).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async () => {
      const { database, clock, version } = app.deps;
      let latencyMs: number;
      try {
        latencyMs = await database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health: database unreachable');
        throw new AppError('UNAVAILABLE', errorMessages.databaseUnreachable);
      }
      return ok({
        status: 'ok' as const,
        database: { driver: database.driver, reachable: true, latencyMs: Math.round(latencyMs * 100) / 100 },
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        time: clock.now().toISOString(),
      });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 503 while the season is prepared, while draining, or while the database, the queue or Redis is down',
        response: { 200: readinessResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      // Expected while preparing (clients poll it): answered here, not thrown, so the log stays free of errors.
      if (app.deps.preparation.preparing) return sendUnavailable(reply, errorMessages.seasonPreparing);
      // issue 57: draining after SIGTERM, or the database, the queue or Redis down (modules/health/readiness.ts).
      const failing = await app.deps.readiness.failing();
      if (failing.length > 0) {
        return sendUnavailable(
          reply,
          errorMessages.notReady,
          undefined,
          Object.fromEntries(failing.map((check) => [check, 'failing'])),
        );
      }
      return ok({ status: 'ready' as const });
    },
  );

  app.get(
    '/health/preparation',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the season is being prepared (the first import and scoring of the embedded run)',
        response: { 200: preparationResponseSchema },
      },
    },
    async () => ok({ preparing: app.deps.preparation.preparing }),
  );
};
