import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, errorMessages, healthResponseSchema } from '@scoreline/contracts';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

const startedAt = Date.now();

/** GET /api/v1/health: 200 with the database reachable, 503 otherwise (issue #2). */
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
};
