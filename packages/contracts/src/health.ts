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
