import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ManualClock } from '@scoreline/domain';
import { loadConfig } from '../src/config';
import { createContainer, type Container } from '../src/container';
import { queryRows } from '../src/db/client';
import { deliveredEventSchema } from '../src/events/domain-events';
import { EventRelay } from '../src/events/event-relay';
import { allJobs } from '../src/jobs';
import { defineJob } from '../src/jobs/job';
import { createLogger } from '../src/logger';
import { testQueue } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Issue 9, "Domain events with an outbox": an event is written in the same transaction as its change and then
// delivered to each subscriber as a job, never lost and never delivered for a change that did not happen.

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false' });
const clock = new ManualClock('2024-03-02T12:00:00Z');

/** What the test subscriber of `user.blocked` saw, and how it should answer next. */
const delivered: { eventId: string; userId: number }[] = [];
let failuresToCome = 0;
const blockedSubscriber = defineJob({
  name: 'test-on-user-blocked',
  payload: deliveredEventSchema(['user.blocked'] as const),
  subscribesTo: ['user.blocked'],
  retry: { limit: 3, delaySeconds: 1, backoff: false },
  expireInSeconds: 60,
  async handle(event) {
    if (failuresToCome > 0) {
      failuresToCome -= 1;
      throw new Error('the subscriber is down');
    }
    delivered.push({ eventId: event.id, userId: event.payload.userId });
  },
});

describe('domain events through the outbox', () => {
  let database: TestDatabase;
  const containers: Container[] = [];

  /** A process of the app: `work` runs jobs and relays events (worker), without it only writes (web). */
  async function startProcess(work: boolean): Promise<Container> {
    const container = await createContainer({
      config,
      database: database.connection,
      log: createLogger(config),
      version: 'test',
      clock,
      work,
      schedule: false,
      queue: testQueue,
      jobs: [...allJobs, blockedSubscriber],
    });
    if (work) await container.startWorking();
    containers.push(container);
    return container;
  }

  async function recordBlocked(container: Container, userId: number, outcome: 'commit' | 'rollback') {
    const { database: connection, events } = container.services;
    await connection.db
      .transaction(async (tx) => {
        await events.record(tx, { type: 'user.blocked', payload: { userId } });
        if (outcome === 'rollback') throw new Error('the change failed');
      })
      .catch((error: unknown) => {
        if (outcome === 'commit') throw error;
      });
  }

  const unpublished = async () => {
    const [row] = await queryRows<{ count: number }>(
      database.connection.db,
      sql`select count(*)::int as count from domain_events where published_at is null`,
    );
    return row?.count ?? 0;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    while (containers.length > 0) await containers.pop()?.stop();
    delivered.length = 0;
    failuresToCome = 0;
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const worker = await startProcess(true);
    await recordBlocked(worker, 101, 'rollback');
    await worker.settle();
    expect(delivered).toEqual([]);
    expect(await unpublished()).toBe(0);
  });

  it('delivers an event once its transaction commits', async () => {
    const worker = await startProcess(true);
    await recordBlocked(worker, 102, 'commit');
    worker.services.events.committed();
    await worker.settle();
    expect(delivered.map((entry) => entry.userId)).toEqual([102]);
  });

  it('delivers an event committed by a process that died before publishing it', async () => {
    // A web process commits the change and dies at once: it never relays anything.
    const web = await startProcess(false);
    await recordBlocked(web, 103, 'commit');
    await web.stop();
    expect(await unpublished()).toBe(1);
    // A worker started later finds the event in the outbox and delivers it.
    const worker = await startProcess(true);
    await worker.settle();
    expect(delivered.map((entry) => entry.userId)).toEqual([103]);
    expect(await unpublished()).toBe(0);
  });

  it('hands nothing out once its relay has stopped: an event committed during shutdown waits for the next start', async () => {
    // A web process's queue can send jobs; the relay is this test's own, so nothing else delivers the event.
    const web = await startProcess(false);
    const relay = new EventRelay({ db: database.connection.db, jobs: web.services.jobs, log: createLogger(config) });
    relay.start();
    await relay.stop();
    await recordBlocked(web, 107, 'commit');
    // What a job still finishing during shutdown does after committing its change.
    relay.nudge();
    await relay.stop();
    expect(await unpublished()).toBe(1);
    await database.connection.db.execute(sql`delete from domain_events where payload->>'userId' = '107'`);
  });

  it('retries a subscriber that fails until it succeeds', async () => {
    failuresToCome = 2;
    const worker = await startProcess(true);
    await recordBlocked(worker, 104, 'commit');
    worker.services.events.committed();
    await worker.settle({ timeoutMs: 30_000, horizonSeconds: 5 });
    expect(delivered.map((entry) => entry.userId)).toEqual([104]);
  });

  it('writes an event nobody subscribes to as published already, and leaves the others to the relay', async () => {
    // Nothing subscribes to `prediction.created` yet (issue 14: one per pick, it went through the relay for nothing).
    const web = await startProcess(false);
    await web.services.database.db.transaction(async (tx) => {
      await web.services.events.record(
        tx,
        { type: 'prediction.created', payload: { userId: 106, matchId: 7 } },
        { type: 'user.blocked', payload: { userId: 106 } },
      );
    });
    const rows = await queryRows<{ type: string; published: boolean }>(
      database.connection.db,
      sql`select type, published_at is not null as published from domain_events
           where payload->>'userId' = '106' order by id`,
    );
    expect(rows).toEqual([
      { type: 'prediction.created', published: true },
      { type: 'user.blocked', published: false },
    ]);
    // The web process relays nothing: its events are removed so no later test's worker delivers them.
    await database.connection.db.execute(sql`delete from domain_events where payload->>'userId' = '106'`);
  });

  it('fails the change when an event nobody subscribes to breaks its schema', async () => {
    const web = await startProcess(false);
    const recording = web.services.database.db.transaction(async (tx) => {
      await web.services.events.record(tx, { type: 'prediction.created', payload: { userId: -1, matchId: 7 } });
    });
    await expect(recording).rejects.toThrow();
  });

  it('delivers an event once even when a relay hands it out again (it died before stamping it)', async () => {
    const worker = await startProcess(true);
    await recordBlocked(worker, 105, 'commit');
    worker.services.events.committed();
    await worker.settle();
    // As if the relay had queued the deliveries and died before marking the event published.
    await database.connection.db.execute(sql`update domain_events set published_at = null, claimed_at = null`);
    worker.services.events.committed();
    await worker.settle();
    expect(delivered.map((entry) => entry.userId)).toEqual([105]);
  });
});
