import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pino from 'pino';
import type { Services } from '../src/container';
import { footballSyncJob } from '../src/jobs/football-sync.job';
import { defineJob, type JobDefinition } from '../src/jobs/job';
import { JobQueue } from '../src/jobs/job-queue';
import { jobQueueRepository } from '../src/jobs/job-queue.repository';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Issue 9, "Jobs on an established queue": several workers share one database (PostgreSQL, or the embedded
// PGlite in one process); a job runs once, a crashed worker's job is retried by another, a singleton queue never
// runs two at once. Each worker here is its own pg-boss instance, as each process of a deployment would be.

const quiet = pino({ level: 'silent' });
const noServices = {} as Services;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

describe('the job queue across workers', () => {
  let database: TestDatabase;
  const workers: JobQueue[] = [];

  async function startWorker(definitions: JobDefinition<{ key: string }>[]): Promise<JobQueue> {
    const queue = new JobQueue({
      connection: database.connection,
      log: quiet,
      definitions,
      work: true,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    await queue.prepare();
    await queue.work(noServices);
    workers.push(queue);
    return queue;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop(2_000);
    await database.destroy();
  });

  it('retries the job of a worker that died half-way on another worker, and finishes it once', async () => {
    const attempts: string[] = [];
    const finished: string[] = [];
    let releaseDeadWorker = () => undefined as void;
    const deadWorkerHangs = new Promise<void>((resolve) => {
      releaseDeadWorker = resolve;
    });
    const crashJob = (worker: string, work: () => Promise<void>) =>
      defineJob({
        name: 'test-crash',
        payload: z.object({ key: z.string() }),
        retry: { limit: 2, delaySeconds: 0, backoff: false },
        // A run that takes longer than this counts as crashed (the dead worker never reports back).
        expireInSeconds: 2,
        async handle({ key }) {
          attempts.push(worker);
          await work();
          finished.push(`${worker}:${key}`);
        },
      });
    const first = await startWorker([crashJob('first', () => deadWorkerHangs)]);
    await first.send(
      crashJob('first', async () => undefined),
      { key: 'job-1' },
    );
    await waitFor(() => attempts.length === 1);
    // The first worker's process dies: it stops answering and never completes nor fails the job.
    await first.abandon('test-crash');

    await startWorker([crashJob('second', async () => undefined)]);
    await waitFor(() => finished.length === 1);
    expect(attempts).toEqual(['first', 'second']);
    expect(finished).toEqual(['second:job-1']);
    expect(await jobQueueRepository.countByState(database.connection.db, 'test-crash')).toEqual({ completed: 1 });

    // Were the dead worker to come back and finish late, the job would not complete twice.
    releaseDeadWorker();
    await sleep(300);
    expect(await jobQueueRepository.countByState(database.connection.db, 'test-crash')).toEqual({ completed: 1 });
  });

  it('never runs two jobs of a singleton queue at once, whichever worker takes them', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const ran: string[] = [];
    const singleton = defineJob({
      name: 'test-singleton',
      payload: z.object({ key: z.string() }),
      policy: 'singleton',
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
      async handle({ key }) {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(150);
        ran.push(key);
        running -= 1;
      },
    });
    const [a] = [await startWorker([singleton]), await startWorker([singleton])];
    for (let index = 0; index < 6; index += 1) await a!.send(singleton, { key: `job-${index}` });
    await waitFor(() => ran.length === 6);
    expect(mostAtOnce).toBe(1);
    expect([...ran].sort()).toEqual(['job-0', 'job-1', 'job-2', 'job-3', 'job-4', 'job-5']);
  });

  it('keeps at most one football sync waiting behind the running one (a stately queue)', async () => {
    expect(footballSyncJob.policy).toBe('stately');
    let release = () => undefined as void;
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const stately = defineJob({
      name: 'test-stately',
      payload: z.object({ key: z.string() }),
      policy: footballSyncJob.policy,
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
      async handle() {
        runs += 1;
        if (runs === 1) await busy;
      },
    });
    const worker = await startWorker([stately]);
    await worker.send(stately, { key: 'tick-1' });
    await waitFor(() => runs === 1);
    // Ticks while the first run is busy: one queues, the rest find it queued and add nothing.
    const queued = [];
    for (let index = 2; index <= 5; index += 1) queued.push(await worker.send(stately, { key: `tick-${index}` }));
    expect(queued.filter(Boolean)).toHaveLength(1);
    release();
    await waitFor(() => runs === 2);
    await sleep(300);
    expect(runs).toBe(2);
  });
});
