import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { AnyJobDefinition } from '../jobs/job';
import type { JobQueue } from '../jobs/job-queue';
import type { DomainEventType } from './domain-events';
import { outboxRepository } from './outbox.repository';

export interface EventRelayOptions {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** How often an idle relay looks for events written by other processes (or missed wake-ups). */
  pollMs?: number;
  batchSize?: number;
  /** A claim older than this is another relay's that died: its events are handed out again. */
  claimSeconds?: number;
}

/** Each event type's subscribers: the queues of the job definitions that list it in `subscribesTo`. */
export function subscriberQueues(definitions: readonly AnyJobDefinition[]): Map<DomainEventType, string[]> {
  const queues = new Map<DomainEventType, string[]>();
  for (const definition of definitions) {
    for (const type of definition.subscribesTo ?? []) queues.set(type, [...(queues.get(type) ?? []), definition.name]);
  }
  return queues;
}

/** The same (event, queue) pair always makes the same job id, so handing an event out twice queues it once. */
export function deliveryId(eventId: string, queue: string): string {
  const hex = createHash('sha256').update(`${eventId}/${queue}`).digest('hex');
  // A name-based UUID (RFC 9562 version 8 layout: custom, with the variant bits set).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Delivers the outbox (issue 9; docs/decisions/015-domain-events-outbox.md): runs in every worker process, claims
 * unpublished events in id order, queues one job per subscriber (the job definitions that list the event's type in
 * `subscribesTo`), then stamps them published. A process that dies between queueing and stamping leaves the
 * events unpublished; they are handed out again and the fixed job ids make the second hand-out a no-op.
 */
export class EventRelay {
  readonly #options: Required<Omit<EventRelayOptions, 'db' | 'jobs' | 'log'>> & EventRelayOptions;
  readonly #queuesByType: ReadonlyMap<string, string[]>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  /** Stopped: a nudge (a job finishing during shutdown commits an event) hands nothing out; the next start will. */
  #stopped = false;

  constructor(options: EventRelayOptions) {
    this.#options = { pollMs: 1_000, batchSize: 500, claimSeconds: 30, ...options };
    this.#queuesByType = subscriberQueues(options.jobs.definitions);
  }

  start(): void {
    this.#stopped = false;
    if (this.#timer) return;
    this.#timer = setInterval(() => this.nudge(), this.#options.pollMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Runs the relay now (or once more right after the run in progress). */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((error: unknown) =>
        this.#options.log.error({ err: error }, 'event relay failed; retrying at the next poll'),
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.nudge();
        }
      });
  }

  async #drain(): Promise<void> {
    const { db, jobs, batchSize, claimSeconds } = this.#options;
    for (;;) {
      const events = await outboxRepository.claim(db, batchSize, claimSeconds);
      if (events.length === 0) return;
      const deliveries = events.flatMap((event) =>
        (this.#queuesByType.get(event.type) ?? []).map((queue) => ({
          queue,
          id: deliveryId(event.eventId, queue),
          data: {
            id: event.eventId,
            type: event.type,
            occurredAt: event.occurredAt.toISOString(),
            payload: event.payload,
          },
        })),
      );
      await jobs.insert(deliveries as { queue: string; id: string; data: object }[]);
      await outboxRepository.markPublished(
        db,
        events.map((event) => event.id),
      );
      if (events.length < batchSize) return;
    }
  }

  /** Stops polling and waits for a run in progress; events committed from now on wait in the outbox. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#again = false;
    await this.#running;
  }

  /** Resolves after one complete pass (tests and scripts that wait for delivery). */
  async flush(): Promise<void> {
    await this.#running;
    this.nudge();
    await this.#running;
  }
}
