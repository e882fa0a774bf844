import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../src/jobs/job-queue';
import { startMetricsServer } from '../../src/modules/metrics/metrics-server';
import { drainAndStop } from '../../src/shutdown';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Readiness and drain (issue 57, docs/decisions/085): GET /health/ready answers 503 naming what fails (Redis, the
 * queue, draining) while liveness stays 200; after SIGTERM the app drains: ready 503, answers closing their
 * connections, then it stops listening while the requests under way finish. The worker's health port answers the
 * same checks.
 */
const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
const live = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/health' });

const token = 'a-metrics-token-0123456789';

describe('GET /health/ready, and the health port (METRICS_PORT: the worker has no other)', () => {
  let t: TestApp;
  let open: Server;
  let guarded: Server;
  const url = (server: Server, path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  beforeAll(async () => {
    t = await createTestApp();
    const { metrics, readiness } = t.container.services;
    open = await startMetricsServer({ port: 0, host: '127.0.0.1', token: undefined, metrics, readiness });
    guarded = await startMetricsServer({ port: 0, host: '127.0.0.1', token, metrics, readiness });
  });
  afterAll(async () => {
    await new Promise((resolve) => open?.close(resolve));
    await new Promise((resolve) => guarded?.close(resolve));
    await t?.close();
  });

  it('is 200 while the database and the queue answer', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('the health port answers liveness, readiness and metrics; the token, when set, guards the metrics', async () => {
    expect((await fetch(url(open, '/health'))).status).toBe(200);
    expect((await fetch(url(open, '/health/ready'))).status).toBe(200);
    const scraped = await fetch(url(open, '/metrics'));
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE scoreline_queue_jobs gauge');
    expect((await fetch(url(guarded, '/metrics'))).status).toBe(401);
    const withToken = await fetch(url(guarded, '/metrics'), { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(200);
  });

  it('counts a queue not started yet as usable (the embedded restart starts it after its first answers)', async () => {
    const queue = new JobQueue({
      connection: t.database.connection,
      log: t.container.services.log,
      definitions: [],
      work: true,
      schedule: false,
    });
    expect(queue.healthy).toBe(true);
    await queue.stop();
    expect(queue.healthy).toBe(false);
  });

  it('is 503 naming the queue once this worker stopped taking jobs; liveness stays 200', async () => {
    await t.container.stop();
    const response = await ready(t);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', errors: { queue: 'failing' } });
    expect((await live(t)).statusCode).toBe(200);
    const port = await fetch(url(open, '/health/ready'));
    expect(port.status).toBe(503);
    expect(await port.json()).toEqual({ status: 'not ready', failing: ['queue'] });
    expect((await fetch(url(open, '/health'))).status).toBe(200);
  });

  it('is 503 naming Redis while the configured Redis cannot be reached', async () => {
    const offline = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const response = await ready(offline);
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual({ redis: 'failing' });
      expect((await live(offline)).statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });
});

describe('GET /health/ready while PostgreSQL refuses connections', () => {
  // PGlite lives in the process: only PostgreSQL can be taken away from under the app (and given back).
  it.skipIf(!process.env.DATABASE_URL)('is 503 naming the database, and ready again once it is back', async () => {
    const t = await createTestApp();
    const name = new URL(t.database.url!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await t.container.stop();
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const down = await ready(t);
      expect(down.statusCode).toBe(503);
      expect(down.json().errors).toMatchObject({ database: 'failing' });
      expect((await live(t)).statusCode).toBe(503);
      await admin.query(`alter database "${name}" allow_connections true`);
      const back = await ready(t);
      expect(back.json().errors).toEqual({ queue: 'failing' });
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`).catch(() => undefined);
      await admin.end();
      await t.close();
    }
  });
});

describe('drain after SIGTERM', () => {
  it('flips readiness to 503, keeps answering with Connection: close for the delay, lets requests under way finish', async () => {
    let slowStarted!: () => void;
    const slowIsRunning = new Promise<void>((resolve) => (slowStarted = resolve));
    const t = await createTestApp({
      beforeReady: async (app) => {
        app.get('/slow', async () => {
          slowStarted();
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { done: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    try {
      const slow = fetch(`${base}/slow`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
      await slowIsRunning;
      let stoppedWork = false;
      const stopping = drainAndStop(
        {
          readiness: t.container.services.readiness,
          app: t.app,
          // Long enough for the two requests below on a loaded machine (CI runs this beside the end-to-end suite).
          drainDelayMs: 3_000,
          log: t.container.services.log,
          stopWork: async () => {
            await t.container.stop();
            stoppedWork = true;
          },
          closeRest: async () => undefined,
        },
        'SIGTERM',
      );
      // During the delay: not ready, but still answering, each answer closing its connection.
      const readiness = await fetch(`${base}/api/v1/health/ready`);
      expect(readiness.status).toBe(503);
      expect(((await readiness.json()) as { errors: Record<string, string> }).errors).toMatchObject({
        draining: 'failing',
      });
      const during = await fetch(`${base}/api/v1/health`);
      expect(during.status).toBe(200);
      expect(during.headers.get('connection')).toBe('close');
      await stopping;
      expect(await slow).toEqual({ status: 200, body: { done: true } });
      expect(stoppedWork).toBe(true);
      // No longer listening: a new connection is refused (a proxy tries the next server).
      await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
