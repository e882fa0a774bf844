import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';

export const healthDataSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']),
      reachable: z.boolean(),
      latencyMs: z.number().nonnegative().nullable(),
    }),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    time: z.iso.datetime(),
  })
  .meta({ id: 'Health' });

export const healthResponseSchema = successEnvelope(healthDataSchema);
export type Health = z.infer<typeof healthDataSchema>;

/**
 * GET /health/ready (issue 14), the readiness probe: 200 once the season this process serves is prepared. The embedded
 * run listens before its first sync and the scoring of the replayed matches; until those are done it answers 503
 * with `errorMessages.seasonPreparing`.
 */
export const readinessDataSchema = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' });
export const readinessResponseSchema = successEnvelope(readinessDataSchema);

/**
 * GET /health/preparation (issue 14): the same fact, always answered 200, for the web app, which says that points
 * and rankings are being prepared while `preparing` is true (a 503 would be an error in every visitor's console).
 */
export const preparationDataSchema = z.object({ preparing: z.boolean() }).meta({ id: 'Preparation' });
export const preparationResponseSchema = successEnvelope(preparationDataSchema);
