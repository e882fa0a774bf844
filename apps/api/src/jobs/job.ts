import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DomainEventType } from '../events/domain-events';
import type { Services } from '../container';

/**
 * How a queue treats jobs waiting and running (pg-boss queue policies):
 * - standard: any number queued and running;
 * - stately: at most one queued and one running (a cron tick while a run is busy queues one more, never a pile);
 * - singleton: at most one running across every worker process.
 */
export type QueuePolicy = 'standard' | 'stately' | 'singleton';

export interface RetryPolicy {
  /** Attempts after the first one. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Doubles the delay at each retry (with pg-boss's jitter). */
  backoff: boolean;
}

export interface JobContext {
  services: Services;
  log: FastifyBaseLogger;
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/**
 * A typed background job (issue 9: `jobs/<name>.job.ts`): a queue name, the payload's schema (checked when sent
 * and again when run), its handler and its retry policy. Handlers are idempotent: a job may run again after a
 * worker died half-way (at-least-once delivery), so running it twice must leave the same state as once.
 */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: z.ZodType<Payload>;
  retry: RetryPolicy;
  policy?: QueuePolicy;
  /** How long one run may take before it counts as crashed and is retried (by any worker). */
  expireInSeconds: number;
  /** A cron schedule (UTC), or null for none; read from the configuration at start. */
  schedule?: (services: Services) => string | null;
  /** Domain events this job subscribes to: each such event is delivered to it as one job (events/). */
  subscribesTo?: readonly DomainEventType[];
  handle(payload: Payload, context: JobContext): Promise<void>;
}

// Definitions of different payloads share one list; each checks its own payload with its schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
