import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pino from 'pino';
import type { Services } from '../src/container';
import { defineJob } from '../src/jobs/job';
import { DEAD_LETTER_QUEUE, JobQueue } from '../src/jobs/job-queue';
import { jobQueueRepository } from '../src/jobs/job-queue.repository';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Issue 57, "take the majors": pg-boss 12 cannot migrate the tables pg-boss 10 made (docs/decisions/014). An install
// upgraded from a release on pg-boss 10 still holds that queue, with whatever was waiting in it when the old release
// stopped: a code mail not sent yet, a match not scored yet. Those jobs must run on the new queue, once each.

const quiet = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const schemaV10 = new URL('./fixtures/pg-boss-10/schema.sql', import.meta.url);

describe('an install upgraded from pg-boss 10', () => {
  let database: TestDatabase;
  const ran: string[] = [];
  const mailJob = defineJob({
    name: 'legacy-mail',
    payload: z.object({ to: z.string() }),
    retry: { limit: 1, delaySeconds: 1, backoff: false },
    expireInSeconds: 60,
    handle: async ({ to }) => {
      ran.push(to);
    },
  });
  const queues: JobQueue[] = [];
  const startQueue = async () => {
    const queue = new JobQueue({
      connection: database.connection,
      log: quiet,
      definitions: [mailJob],
      work: true,
      schedule: false,
      pollingIntervalSeconds: 0.5,
    });
    queues.push(queue);
    await queue.prepare();
    await queue.work({} as Services);
    return queue;
  };
  const raw = (text: string, values: unknown[] = []) =>
    database.connection.raw.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The database as the old release left it: pg-boss 10's tables and queues (the template holds pg-boss 12's).
    await raw('drop schema pgboss cascade');
    await raw(await readFile(schemaV10, 'utf8'));
    for (const name of ['legacy-mail', 'a-queue-since-removed', DEAD_LETTER_QUEUE]) {
      await raw(`select pgboss.create_queue($1, '{"policy":"standard"}'::json)`, [name]);
    }
    const job = (name: string, to: string, state: string) =>
      raw(`insert into pgboss.job (name, data, state) values ($1, $2::jsonb, $3::pgboss.job_state)`, [
        name,
        JSON.stringify({ to }),
        state,
      ]);
    await job('legacy-mail', 'queued@example.test', 'created');
    await job('legacy-mail', 'retrying@example.test', 'retry');
    await job('legacy-mail', 'under-way@example.test', 'active');
    await job('legacy-mail', 'sent-long-ago@example.test', 'completed');
    await job('legacy-mail', 'failed-for-good@example.test', 'failed');
    await job('a-queue-since-removed', 'orphan@example.test', 'created');
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(2_000);
    await database.destroy();
  });

  it('runs each job the old queue had not finished once, on the new queue, and keeps none of the old tables', async () => {
    await startQueue();
    const deadline = Date.now() + 20_000;
    while (ran.length < 3 && Date.now() < deadline) await sleep(50);
    await sleep(1_000);

    expect([...ran].sort()).toEqual(['queued@example.test', 'retrying@example.test', 'under-way@example.test']);
    // A job of a queue the new release no longer has is kept for an operator, with where it came from.
    const dead = await raw(`select data from pgboss.job where name = $1`, [DEAD_LETTER_QUEUE]);
    expect(dead.rows.map((row) => row.data)).toEqual([
      { queue: 'a-queue-since-removed', id: expect.any(String), data: { to: 'orphan@example.test' } },
    ]);
    const legacy = await raw(`select to_regnamespace('pgboss_v10') is not null as present`);
    expect(legacy.rows[0]?.present).toBe(false);
    expect(await jobQueueRepository.countByState(database.connection.db, 'legacy-mail')).toEqual({ completed: 3 });
  });

  it('starts as usual the next time: nothing carried over twice', async () => {
    await startQueue();
    await sleep(1_500);
    expect(ran).toHaveLength(3);
    const version = await raw(`select max(version)::int as version from pgboss.version`);
    expect(Number(version.rows[0]?.version)).toBeGreaterThan(24);
  });
});
