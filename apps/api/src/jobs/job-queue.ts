import type { JobWithMetadata, PgBoss, Queue } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../db/client';
import type { Services } from '../container';
import type { AnyJobDefinition, JobDefinition } from './job';
import { JOB_SCHEMA, jobQueueRepository, type LegacyJob } from './job-queue.repository';

/** Processes starting together install pg-boss's tables one at a time (pg-boss's own guard races on PostgreSQL). */
const INSTALL_LOCK_ID = 7_240_313;

/** Jobs by their queue (pg-boss inserts into one queue at a time). */
function groupByQueue<Job extends { queue: string }>(jobs: readonly Job[]): Map<string, Job[]> {
  const groups = new Map<string, Job[]>();
  for (const job of jobs) groups.set(job.queue, [...(groups.get(job.queue) ?? []), job]);
  return groups;
}

/** Jobs that used up their retries land here, kept for an operator to read (nobody works this queue). */
export const DEAD_LETTER_QUEUE = 'dead-letters';

export interface JobQueueOptions {
  connection: DatabaseConnection;
  log: FastifyBaseLogger;
  definitions: readonly AnyJobDefinition[];
  /** This process runs jobs (ROLE worker or all); a web process only sends them. */
  work: boolean;
  /** This process keeps the cron schedules (workers; off in tests that drive jobs themselves). */
  schedule: boolean;
  /** An idle worker looks for new jobs this often; jobs sent by this process wake its own workers at once. */
  pollingIntervalSeconds?: number;
  /** How often a worker expires crashed jobs (for retry by anyone) and archives finished ones. */
  maintenanceIntervalSeconds?: number;
  /** Told of every job this process ran: its queue, how long it took, whether it failed (metrics, issue 57). */
  onJobDone?: (queue: string, seconds: number, failed: boolean) => void;
}

export interface SendOptions {
  /** Jobs with the same id are one job: a second send is ignored (idempotent delivery). */
  id?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** A stately queue holds one job queued and one running per key (pg-boss `singletonKey`). */
  singletonKey?: string;
}

/**
 * The job queue (issue 9; docs/decisions/014-jobs-on-pg-boss-and-process-roles.md): pg-boss over the app's own database
 * connection, so the same queue runs on PostgreSQL and on the embedded PGlite. Several processes may share one
 * PostgreSQL: pg-boss hands each job to one worker (SKIP LOCKED), a job whose worker died expires and is retried
 * by another, and a queue's policy keeps singleton work single.
 */
export class JobQueue {
  /** pg-boss, loaded and made when the queue is first prepared (see `#load`). */
  #pgBoss: PgBoss | undefined;
  readonly #options: JobQueueOptions;
  readonly #definitions: Map<string, AnyJobDefinition>;
  /** queue → this process's worker id, to wake it when this process sends to it. */
  readonly #workers = new Map<string, string>();
  #started = false;
  /** Handlers running in this process now: stop() waits for them, so the database is never closed under one. */
  #running = new Set<Promise<void>>();
  /**
   * pg-boss's statements in flight. It completes or fails a job without awaiting that statement, so stop() waits
   * for these too before the caller may close the database.
   */
  #queries = new Set<Promise<unknown>>();

  constructor(options: JobQueueOptions) {
    this.#options = options;
    this.#definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  }

  get definitions(): readonly AnyJobDefinition[] {
    return this.#options.definitions;
  }

  #preparing: Promise<void> | undefined;

  /**
   * Creates (or migrates) pg-boss's tables and every queue; after this, jobs can be sent. Workers prepare at start;
   * a web process only when it first sends a job (it writes events, not jobs, so usually never).
   */
  prepare(): Promise<void> {
    this.#preparing ??= this.#install().catch((error: unknown) => {
      this.#preparing = undefined;
      throw error;
    });
    return this.#preparing;
  }

  /** The prepared queue's pg-boss (every caller has awaited `prepare()`). */
  get #boss(): PgBoss {
    if (!this.#pgBoss) throw new Error('the job queue is used before it is prepared');
    return this.#pgBoss;
  }

  /**
   * pg-boss (and with it node-postgres) is loaded on first use, not with the server: a start that prepares the queue
   * after its first answers does not evaluate them before it listens (issue 14, docs/decisions/063).
   */
  async #load(): Promise<PgBoss> {
    if (this.#pgBoss) return this.#pgBoss;
    const { PgBoss: PgBossClass } = await import('pg-boss');
    const options = this.#options;
    const boss = new PgBossClass({
      db: {
        executeSql: (text, values) => {
          const query = options.connection.raw.query(text, values) as Promise<{ rows: never[] }>;
          this.#queries.add(query);
          void query.then(
            () => this.#queries.delete(query),
            () => this.#queries.delete(query),
          );
          return query;
        },
      },
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: options.work,
      schedule: options.schedule,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    boss.on('error', (error) => {
      this.#lastErrorAt = Date.now();
      options.log.error({ err: error }, 'job queue error');
    });
    boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
    this.#pgBoss = boss;
    return boss;
  }

  async #install(): Promise<void> {
    await this.#load();
    const { db } = this.#options.connection;
    await this.#options.connection.withAdvisoryLock(INSTALL_LOCK_ID, async () => {
      // A queue made by pg-boss 10 is moved aside first: pg-boss 12 cannot migrate it (docs/decisions/014).
      await jobQueueRepository.moveLegacyAside(db);
      await this.#boss.start();
      // Dead letters are kept a week for an operator to read; nobody works them.
      const week = 7 * 24 * 3_600;
      await this.#boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: week, deleteAfterSeconds: week });
      for (const definition of this.#definitions.values()) {
        const queue: Omit<Queue, 'name' | 'policy' | 'deadLetter'> = {
          retryLimit: definition.retry.limit,
          retryDelay: definition.retry.delaySeconds,
          retryBackoff: definition.retry.backoff,
          expireInSeconds: definition.expireInSeconds,
          // Finished jobs stay readable for a day, then go; payloads hold ids, never secrets.
          deleteAfterSeconds: 24 * 3_600,
        };
        await this.#boss.createQueue(definition.name, {
          ...queue,
          policy: definition.policy ?? 'standard',
          deadLetter: DEAD_LETTER_QUEUE,
        });
        // A queue created by an earlier version keeps its row: bring its retry and expiry up to date.
        await this.#boss.updateQueue(definition.name, { ...queue, deadLetter: DEAD_LETTER_QUEUE });
      }
      await this.#carryOver(await jobQueueRepository.legacyUnfinished(db));
    });
    this.#started = true;
  }

  /**
   * pg-boss 10's unfinished jobs go into pg-boss 12's queue of the same name, with their ids (a second carry-over after
   * a crash skips them) and payloads; one that was under way starts again, as pg-boss does for a job whose worker
   * died. A job of a queue that no longer exists goes to the dead letters. Then the old tables go.
   */
  async #carryOver(legacy: LegacyJob[]): Promise<void> {
    const carried = legacy.map((job) =>
      this.#definitions.has(job.queue) || job.queue === DEAD_LETTER_QUEUE
        ? job
        : { ...job, queue: DEAD_LETTER_QUEUE, data: { queue: job.queue, id: job.id, data: job.data } },
    );
    for (const [queue, jobs] of groupByQueue(carried)) {
      await this.#boss.insert(
        queue,
        jobs.map((job) => ({ id: job.id, data: job.data ?? {}, startAfter: new Date(job.startAfter) })),
      );
    }
    if (legacy.length > 0) this.#options.log.info({ jobs: legacy.length }, 'carried pg-boss 10 jobs over');
    await jobQueueRepository.dropLegacy(this.#options.connection.db);
  }

  /**
   * Starts working every queue (worker and all roles), or only `queues` (the embedded start works the first page's
   * queues before the rest); once every queue is worked, sets the cron schedules when this process keeps them.
   */
  async work(services: Services, queues?: readonly string[]): Promise<void> {
    if (!this.#options.work) return;
    await this.prepare();
    const pollingIntervalSeconds = this.#options.pollingIntervalSeconds ?? 2;
    for (const definition of this.#definitions.values()) {
      if (this.#workers.has(definition.name) || (queues && !queues.includes(definition.name))) continue;
      const workerId = await this.#boss.work(
        definition.name,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          // PGlite answers without ever waiting on I/O, so jobs run back to back would hold the event loop (and every
          // HTTP request) until the queue is empty: each job first lets what is waiting run (issue 14).
          await new Promise((resolve) => setImmediate(resolve));
          // pg-boss waits a polling interval after each fetch; a worker that just had work looks again at once,
          // so a queue drains at the speed of its handler and only an idle worker polls.
          this.#wake(definition.name);
          const run = this.#run(definition, job, services);
          this.#running.add(run);
          try {
            await run;
          } finally {
            this.#running.delete(run);
          }
        },
      );
      this.#workers.set(definition.name, workerId);
    }
    if (!this.#options.schedule || this.#workers.size < this.#definitions.size) return;
    for (const definition of this.#definitions.values()) {
      const cron = definition.schedule?.(services) ?? null;
      if (cron) await this.#boss.schedule(definition.name, cron, {}, { tz: 'UTC' });
      else if (definition.schedule) await this.#boss.unschedule(definition.name);
    }
  }

  async #run(definition: AnyJobDefinition, job: JobWithMetadata<unknown>, services: Services): Promise<void> {
    const log = this.#options.log.child({ job: definition.name, jobId: job.id });
    const parsed = definition.payload.safeParse(job.data ?? {});
    if (!parsed.success) {
      // Retrying cannot fix a payload: keep it for an operator and finish.
      log.error({ issues: parsed.error.issues }, 'job payload does not match its schema; moved to dead letters');
      await this.#boss.send(DEAD_LETTER_QUEUE, { queue: definition.name, id: job.id, data: job.data as object });
      return;
    }
    const started = performance.now();
    const done = (failed: boolean) =>
      this.#options.onJobDone?.(definition.name, (performance.now() - started) / 1000, failed);
    try {
      await definition.handle(parsed.data, { services, log, jobId: job.id, retryCount: job.retryCount });
      done(false);
    } catch (error) {
      done(true);
      const last = job.retryCount >= job.retryLimit;
      log[last ? 'error' : 'warn'](
        { err: error, retryCount: job.retryCount },
        last ? 'job failed' : 'job failed; retrying',
      );
      throw error;
    }
  }

  /** Sends a job; resolves with its id, or null when the queue's policy (or the same id) already holds it. */
  async send<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: SendOptions = {}) {
    const data = definition.payload.parse(payload) as object;
    await this.prepare();
    const id = await this.#boss.send(definition.name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    if (id) this.#wake(definition.name);
    return id;
  }

  /** Inserts many jobs in one statement; a job whose id exists already is skipped (redelivery is harmless). */
  async insert(jobs: { queue: string; id: string; data: object }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.prepare();
    for (const [queue, queued] of groupByQueue(jobs)) {
      await this.#boss.insert(
        queue,
        queued.map((job) => ({ id: job.id, data: job.data })),
      );
      this.#wake(queue);
    }
  }

  #wake(queue: string): void {
    const workerId = this.#workers.get(queue);
    if (workerId) this.#boss.notifyWorker(workerId);
  }

  /** When pg-boss last reported an error (its maintenance or polling could not reach its tables). */
  #lastErrorAt = 0;
  #stopped = false;

  /**
   * Whether the queue is usable (readiness, issue 57): not stopped, and no error from pg-boss in the last 30 s. A queue
   * not yet started counts as usable: the embedded run starts it after its first answers (docs/decisions/062).
   */
  get healthy(): boolean {
    return !this.#stopped && Date.now() - this.#lastErrorAt > 30_000;
  }

  /** Jobs by queue and state (metrics). */
  countsByQueue() {
    return jobQueueRepository.countsByQueue(this.#options.connection.db);
  }

  /** Jobs queued, retrying or running (for tests and scripts that wait for the queue to settle). */
  async pendingCount(horizonSeconds = 0, queues?: readonly string[]): Promise<number> {
    const names = [...this.#definitions.keys()].filter((name) => !queues || queues.includes(name));
    return jobQueueRepository.pending(this.#options.connection.db, names, horizonSeconds);
  }

  /**
   * Stops taking jobs and waits for running ones (up to `timeoutMs`; pg-boss then marks them failed, to be
   * retried), and for their handlers to return before the caller closes the database.
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.#stopped = true;
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    // pg-boss stops waiting once its workers are told to stop, but a fetch already under way may still hand a job
    // to a handler, and it completes or fails jobs without awaiting that statement: wait until no handler runs and
    // none of its statements is in flight, twice in a row.
    const deadline = Date.now() + timeoutMs;
    for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.#running, ...this.#queries]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      quiet = this.#running.size === 0 && this.#queries.size === 0 ? quiet + 1 : 0;
    }
  }

  /**
   * Stops polling a queue without finishing or failing what runs there: how a process that died or hangs looks to
   * the others (its jobs expire and another worker retries them). Tests simulate a crashed worker with it.
   */
  async abandon(queue: string): Promise<void> {
    await this.#boss.offWork(queue);
    this.#workers.delete(queue);
  }
}
