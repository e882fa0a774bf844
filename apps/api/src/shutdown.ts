import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Readiness } from './modules/health/readiness';

export interface ShutdownParts {
  readiness: Readiness;
  /** The HTTP app (web and all roles). */
  app: FastifyInstance | undefined;
  /** How long the app keeps answering after the signal (DRAIN_DELAY_MS). */
  drainDelayMs: number;
  log: FastifyBaseLogger;
  /** Then, in order: the job queue and the relay (running jobs finish, or fail for a retry), the rest. */
  stopWork: () => Promise<void>;
  closeRest: () => Promise<void>;
}

/**
 * SIGTERM (issue 57, docs/decisions/085): readiness answers 503 at once; the app keeps answering for the drain delay
 * (a load balancer polling /health/ready stops sending meanwhile; every answer closes its connection, so a proxy keeps
 * no idle connection to this process); then it stops listening and the requests under way finish (Fastify's close);
 * then running jobs finish and are released, and the database closes.
 */
export async function drainAndStop(parts: ShutdownParts, signal: string): Promise<void> {
  const { readiness, app, log } = parts;
  readiness.drain();
  const drainMs = app ? parts.drainDelayMs : 0;
  log.info({ signal, drainMs }, 'shutting down: /health/ready answers 503; draining');
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app?.close();
  await parts.stopWork();
  await parts.closeRest();
  log.info({ signal }, 'stopped');
}
