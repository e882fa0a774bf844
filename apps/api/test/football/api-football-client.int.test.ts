import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '@scoreline/domain';
import { ApiFootballClient } from '../../src/modules/football/providers/api-football/api-football.client';
import { ProviderError } from '../../src/modules/football/providers/provider';
import { FakeApiFootball, readFixture, TEST_API_KEY } from '../helpers/api-football-server';

const anything = z.array(z.unknown());

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('API-Football client against a local fixture server', () => {
  let server: FakeApiFootball;
  let clock: ManualClock;
  let sleeps: number[];
  const client = (options: Partial<ConstructorParameters<typeof ApiFootballClient>[0]> = {}) =>
    new ApiFootballClient({
      baseUrl: server.baseUrl,
      apiKey: TEST_API_KEY,
      keyHeader: 'x-apisports-key',
      clock,
      minIntervalMs: 0,
      backoffBaseMs: 1,
      rateLimitWaitMs: 5,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...options,
    });

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(() => {
    server.clearOverrides();
    server.requests.length = 0;
    server.dailyRemaining = 88;
    server.minuteRemaining = 9;
    clock = new ManualClock('2023-09-02T12:00:00Z');
    sleeps = [];
  });

  it('sends a bare GET with only the key header and reads the quota headers', async () => {
    const api = client();
    const rounds = await api.get('fixtures/rounds', { league: 39, season: 2023 }, z.array(z.string()));
    expect(rounds).toHaveLength(38);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/fixtures/rounds');
    expect(request?.query).toEqual({ league: '39', season: '2023' });
    expect(request?.headers['x-apisports-key']).toBe(TEST_API_KEY);
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers['x-rapidapi-host']).toBeUndefined();
    expect(api.quota).toEqual({ dailyLimit: 100, dailyRemaining: 88, minuteLimit: 10, minuteRemaining: 9 });
  });

  it('uses the configured key header (e.g. the RapidAPI one)', async () => {
    const api = client({ keyHeader: 'x-rapidapi-key' });
    // The fake only knows x-apisports-key, so it answers like the real service does without a key.
    const error = await failureOf(api.get('status', {}, z.unknown()));
    expect(error.kind).toBe('auth');
    expect(server.requests[0]?.headers['x-rapidapi-key']).toBe(TEST_API_KEY);
  });

  it('sends the RapidAPI host beside the RapidAPI key when a host is configured (guide §1.2)', async () => {
    const api = client({ keyHeader: 'x-rapidapi-key', host: 'api-football-v1.p.rapidapi.com' });
    await failureOf(api.get('status', {}, z.unknown())); // the fake is the direct API: it wants x-apisports-key
    const [request] = server.requests;
    expect(request?.headers['x-rapidapi-key']).toBe(TEST_API_KEY);
    expect(request?.headers['x-rapidapi-host']).toBe('api-football-v1.p.rapidapi.com');
    expect(request?.headers['x-apisports-key']).toBeUndefined();
  });

  it('classifies errors.token as an auth failure (HTTP 200), without retrying', async () => {
    const error = await failureOf(client({ apiKey: 'wrong' }).get('fixtures', { league: 39, season: 2023 }, anything));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('Missing application key');
    expect(server.requests).toHaveLength(1);
  });

  it('classifies a gateway refusing the key (HTTP 401 or 403 without the envelope) as an auth failure', async () => {
    for (const status of [401, 403]) {
      server.requests.length = 0;
      server.override('/teams', () => ({ status, body: { message: 'You are not subscribed to this API.' } }));
      const error = await failureOf(client().get('teams', {}, anything));
      expect(error.kind).toBe('auth');
      expect(error.message).toContain(`HTTP ${status}`);
      expect(server.requests).toHaveLength(1);
    }
  });

  it('classifies errors.requests as the daily quota and makes no more calls that day', async () => {
    server.override('/fixtures', () => ({ body: readFixture('error-requests.json') }));
    const api = client();
    const error = await failureOf(api.get('fixtures', { league: 39, season: 2023 }, anything));
    expect(error.kind).toBe('daily-quota');
    expect(error.retryAt?.toISOString()).toBe('2023-09-03T00:00:00.000Z');
    const again = await failureOf(api.get('teams', { league: 39, season: 2023 }, anything));
    expect(again.kind).toBe('daily-quota');
    expect(server.requests).toHaveLength(1);
    clock.set('2023-09-03T00:00:01Z');
    server.clearOverrides();
    await expect(api.get('teams', { league: 39, season: 2023 }, anything)).resolves.toHaveLength(9);
  });

  it('stops for the day when x-ratelimit-requests-remaining reaches 0', async () => {
    server.dailyRemaining = 0;
    const api = client();
    await api.get('teams', { league: 39, season: 2023 }, anything);
    expect(api.blockedUntil?.toISOString()).toBe('2023-09-03T00:00:00.000Z');
    expect((await failureOf(api.get('teams', {}, anything))).kind).toBe('daily-quota');
    expect(server.requests).toHaveLength(1);
  });

  it('waits for the next minute on errors.rateLimit, then retries', async () => {
    let calls = 0;
    server.override('/fixtures/rounds', () => {
      calls += 1;
      return calls === 1 ? { body: readFixture('error-ratelimit.json') } : undefined;
    });
    // A wait of a real minute (the sleep is recorded, not slept): a 5 ms one could pass before the retry looked at
    // it on a busy machine, and no wait would be seen.
    const api = client({ rateLimitWaitMs: 61_000 });
    const rounds = await api.get('fixtures/rounds', { league: 39, season: 2023 }, z.array(z.string()));
    expect(rounds).toHaveLength(38);
    expect(server.requests).toHaveLength(2);
    expect(Math.max(...sleeps)).toBeGreaterThan(60_000);
  });

  it('gives up on errors.rateLimit after the attempts', async () => {
    server.override('/fixtures/rounds', () => ({ body: readFixture('error-ratelimit.json') }));
    const error = await failureOf(client().get('fixtures/rounds', { league: 39, season: 2023 }, anything));
    expect(error.kind).toBe('rate-limit');
    expect(server.requests).toHaveLength(3);
  });

  it('treats HTTP 429 as the per-minute limit', async () => {
    server.override('/teams', () => ({
      status: 429,
      text: 'Too Many Requests',
      headers: { 'content-type': 'text/plain' },
    }));
    const error = await failureOf(client({ attempts: 1 }).get('teams', {}, anything));
    expect(error.kind).toBe('rate-limit');
  });

  it('waits for the next minute when X-RateLimit-Remaining reaches 0', async () => {
    server.minuteRemaining = 0;
    const api = client({ minIntervalMs: undefined, rateLimitWaitMs: 61_000 });
    await api.get('teams', {}, anything);
    await api.get('teams', {}, anything);
    expect(sleeps.length).toBeGreaterThan(0);
    expect(Math.max(...sleeps)).toBeGreaterThan(60_000);
  });

  it('paces calls by the per-minute limit it was told', async () => {
    const api = client({ minIntervalMs: undefined });
    await api.get('teams', {}, anything);
    await api.get('teams', {}, anything);
    // 10 a minute: at least ~6 s between two calls.
    expect(Math.max(...sleeps)).toBeGreaterThan(5_000);
  });

  it('classifies errors.plan as a season the plan does not cover', async () => {
    const error = await failureOf(client().get('fixtures', { league: 39, season: 2025 }, anything));
    expect(error.kind).toBe('plan');
    expect(error.message).toContain('Free plans do not have access to this season');
  });

  it('classifies any other error key as a rejected request', async () => {
    const error = await failureOf(client().get('fixtures', { league: 39 }, anything));
    expect(error.kind).toBe('request');
    expect(error.message).toContain('The Season field is required.');
    server.override('/teams', () => ({ body: { errors: ['Something is wrong'], response: [] } }));
    expect((await failureOf(client().get('teams', {}, anything))).kind).toBe('request');
  });

  it('retries a 5xx with back-off and succeeds', async () => {
    let calls = 0;
    server.override('/teams', () => {
      calls += 1;
      return calls < 3
        ? { status: 503, text: '<html>unavailable</html>', headers: { 'content-type': 'text/html' } }
        : undefined;
    });
    await expect(client().get('teams', {}, anything)).resolves.toHaveLength(9);
    expect(server.requests).toHaveLength(3);
  });

  it('reports a transient failure once the retries are spent', async () => {
    server.override('/teams', () => ({ status: 500, text: 'oops', headers: { 'content-type': 'text/plain' } }));
    const error = await failureOf(client().get('teams', {}, anything));
    expect(error.kind).toBe('transient');
    expect(server.requests).toHaveLength(3);
  });

  it('reports an unreachable host as transient', async () => {
    const error = await failureOf(client({ baseUrl: 'http://127.0.0.1:1', attempts: 2 }).get('teams', {}, anything));
    expect(error.kind).toBe('transient');
  });

  it('refuses an answer that does not have the documented shape', async () => {
    server.override('/teams', () => ({ body: { errors: [], response: [{ team: { id: 'x' } }] } }));
    const error = await failureOf(client().get('teams', {}, z.array(z.object({ team: z.object({ id: z.number() }) }))));
    expect(error.kind).toBe('invalid-response');
  });
});
