import type { FastifyInstance } from 'fastify';
import { ManualClock } from '@scoreline/domain';
import { buildApp } from '../../src/app';
import type { HttpLimits } from '../../src/http-limits';
import { loadConfig, type Config } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app, in-process (`app.inject`), on a real database, with a clock the test moves. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clockStart?: string;
    webDist?: string | null;
    /** Runs before `ready()`, as server.ts starts its jobs (they add hooks). */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** Shorter HTTP timeouts, for tests that listen on a real socket. */
    httpLimits?: Partial<HttpLimits>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', ...options.env });
  const database = await createTestDatabase();
  const clock = new ManualClock(options.clockStart ?? '2024-03-02T12:00:00Z');
  const app = await buildApp({
    config,
    database: database.connection,
    clock,
    webDist: options.webDist === undefined ? null : options.webDist,
    ...(options.httpLimits ? { httpLimits: options.httpLimits } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
