import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ManualClock } from '@scoreline/domain';
import { buildApp } from '../../src/app';
import type { HttpLimits } from '../../src/http-limits';
import { loadConfig, type Config } from '../../src/config';
import { createContainer, type Container, type ContainerOptions } from '../../src/container';
import { createLogger } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: TestDatabase;
  config: Config;
  container: Container;
  /** Waits until every event is delivered and no job is queued or running. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const containers = new WeakMap<FastifyInstance, Container>();

/** For a test that builds its app itself: `settled(app)` (and the mail helpers) wait on this container. */
export function registerTestContainer(app: FastifyInstance, container: Container): void {
  containers.set(app, container);
}

/** Waits until the app's background work is done (mail sent, matches scored). */
export async function settled(app: FastifyInstance): Promise<void> {
  const container = containers.get(app);
  if (container) return container.settle();
  // An app a test built itself: its own relay delivers; wait until nothing is left to deliver or run.
  const deadline = Date.now() + 30_000;
  for (let quiet = 0; quiet < 2;) {
    if (Date.now() > deadline) throw new Error('jobs did not settle within 30 s');
    const busy = (await app.deps.outbox.countUnpublished()) + (await app.deps.jobs.pendingCount());
    quiet = busy === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Fast queue timings for tests: jobs are picked up at once, crashed ones expire within seconds. */
export const testQueue = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, relayPollMs: 100 };

/**
 * The real app, in-process (`app.inject`), on a real database, with a clock the test moves. It works its own job
 * queue (ROLE all, as the embedded run), without cron schedules: tests run jobs and wait for them with `settle`.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clockStart?: string;
    webDist?: string | null;
    container?: Partial<Omit<ContainerOptions, 'config' | 'database' | 'log' | 'version' | 'clock'>>;
    /** Shorter HTTP timeouts, for tests that listen on a real socket. */
    httpLimits?: Partial<HttpLimits>;
    /** Runs before `ready()` (a test may add a route of its own). */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** A database the test made (migrated): the app's, closed with it. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock(options.clockStart ?? '2024-03-02T12:00:00Z');
  const container = await createContainer({
    config,
    database: database.connection,
    log: createLogger(config),
    version: 'test',
    clock,
    work: true,
    schedule: false,
    queue: testQueue,
    ...options.container,
  });
  await container.startWorking();
  const app = await buildApp({
    config,
    database: database.connection,
    container,
    webDist: options.webDist === undefined ? null : options.webDist,
    ...(options.httpLimits ? { httpLimits: options.httpLimits } : {}),
  });
  containers.set(app, container);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    // Between tests: let the previous test's background work (a badge job after a round completed) finish first,
    // so emptying the tables does not race a job still reading them.
    database: {
      ...database,
      reset: async () => {
        await container.settle({ timeoutMs: 10_000 }).catch(() => undefined);
        await database.reset();
      },
    },
    config,
    container,
    settle: () => container.settle(),
    close: async () => {
      await app.close();
      await container.stop();
      await database.destroy();
    },
  };
}

/**
 * The set-up of a file whose tests each start from nothing: one app for the file (`createTestApp`, with
 * `operatorEmail` as ADMIN_EMAILS when given), closed after its tests; before each test the database is emptied and
 * the clock put back at `clockStart`. The object returned is filled in before the first test.
 */
export function useTestApp(options: {
  clockStart: string;
  operatorEmail?: string;
  /** The file's set-up timeout (ms), when building the app may take longer than the default. */
  setupTimeout?: number;
}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const env: Record<string, string> = options.operatorEmail ? { ADMIN_EMAILS: options.operatorEmail } : {};
    Object.assign(t, await createTestApp({ env, clockStart: options.clockStart }));
  }, options.setupTimeout);
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.reset();
    t.clock.set(options.clockStart);
  });
  return t;
}
