import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allJobs } from '../../src/jobs';
import { defineJob } from '../../src/jobs/job';
import { createPlayer, get } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * GET /metrics (issue 57, docs/decisions/084): Prometheus text for a scraper holding METRICS_TOKEN, with the series an
 * operator watches; 401 without it, 404 when no token is configured.
 */
const token = 'metrics-token-for-the-tests-0123456789';
/** A job that always fails, without retries: what failures per queue look like. */
const failingJob = defineJob({
  name: 'test-always-fails',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10,
  async handle() {
    throw new Error('this job always fails');
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: token }, container: { jobs: [...allJobs, failingJob] } });
});
afterAll(async () => {
  await t?.close();
});

/** The value of the one sample of `name` whose labels are exactly `labels` (undefined when there is none). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, wanted]) => found[key] === wanted);
    if (same) return Number(match[3]);
  }
  return undefined;
}

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('refuses a scraper without the token, or with a wrong one (401)', async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer not-the-token-at-all-0123456789');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(wrong.body).not.toContain('scoreline_');
  });

  it('answers Prometheus text with latency by route, pool, queue, live, scoring and cache series', async () => {
    await get(t.app, '/health');
    // Three reads at once share one version of the data: one builds the answer, the others find it.
    await Promise.all([1, 2, 3].map(() => get(t.app, '/match/home?limit=3')));
    // A sign-up sends the code mail through the queue: a job this process runs.
    await createPlayer(t.app);
    await t.container.services.jobs.send(failingJob, {});
    await t.settle();
    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const value = (name: string, labels: Record<string, string>) => sample(text, name, { role: 'all', ...labels });
    expect(
      value('scoreline_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/health', status: '200' }),
    ).toBe(1);
    expect(
      value('scoreline_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/match/home',
        status: '200',
      }),
    ).toBe(3);
    expect(
      value('scoreline_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/auth/sign-up',
        status: '201',
      }),
    ).toBe(1);
    expect(
      value('scoreline_http_request_duration_seconds_bucket', {
        method: 'POST',
        route: '/api/v1/auth/sign-up',
        status: '201',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(value('scoreline_jobs_total', { queue: 'send-code-mail', outcome: 'completed' })).toBe(1);
    expect(value('scoreline_job_duration_seconds_count', { queue: 'send-code-mail' })).toBe(1);
    expect(value('scoreline_queue_jobs', { queue: 'send-code-mail', state: 'completed' })).toBe(1);
    expect(value('scoreline_jobs_total', { queue: 'test-always-fails', outcome: 'failed' })).toBe(1);
    expect(value('scoreline_queue_jobs', { queue: 'test-always-fails', state: 'failed' })).toBe(1);
    expect(text).toContain('# TYPE scoreline_scoring_duration_seconds histogram');
    expect(value('scoreline_live_streams_open', {})).toBe(0);
    const misses = value('scoreline_cache_lookups_total', { cache: 'shared', result: 'miss' }) ?? 0;
    const hits = value('scoreline_cache_lookups_total', { cache: 'shared', result: 'hit' }) ?? 0;
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(hits + misses).toBe(3);
    expect(text).toContain('scoreline_process_resident_memory_bytes');
    if (t.database.connection.driver === 'postgres') {
      expect(value('scoreline_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(value('scoreline_db_pool_max', {})).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('scoreline_db_pool');
    }
    // Route patterns, never raw addresses: the series do not grow with the ids and queries clients send.
    expect(text).not.toContain('limit=3');
  });

  it('is not there at all without METRICS_TOKEN (404)', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('scoreline_');
    } finally {
      await plain.close();
    }
  });
});
