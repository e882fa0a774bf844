import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { FakeApiFootball, readFixture, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };

/**
 * What the provider changes after the fact, through the real sync against the recorded API-Football answers: a
 * finished match that is final no more, and the fixture 1006 (kick-off 14:00) the player predicted 2:1.
 */
describe('API-Football changing a match after full time', () => {
  let server: FakeApiFootball;
  let t: TestApp;
  let token: string;

  const sync = () => footballSync(t.app, { apiFootball: noWait }).syncOnce();
  /** The player's standing as the leaderboard shows it to them (the next full fetch is an hour after the last). */
  const standingAfterSync = async (at: string) => {
    t.clock.set(at);
    expect((await sync()).outcome).toBe('synced');
    await t.settle();
    const me = (await get(t.app, '/score', { token })).json().data.me;
    return { points: me?.totalPoints ?? 0, position: me?.position ?? null };
  };

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
    await sync();
    token = (await createPlayer(t.app)).token;
    const [row] = await queryRows<{ id: number }>(
      t.app.deps.database.db,
      sql`select id from matches where provider_fixture_id = '1006'`,
    );
    expect((await predict(t.app, token, row?.id, '2:1')).statusCode).toBe(201);
    server.setStatus(1006, 'FT', { home: 2, away: 1 });
    expect(await standingAfterSync('2023-09-02T16:05:00Z')).toMatchObject({ points: 5 });
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });
  afterEach(() => {
    server.clearOverrides();
  });

  it('gives back the points of a match the provider then calls awarded (AWD 0:3)', async () => {
    server.setStatus(1006, 'AWD', { home: 0, away: 3 });
    expect(await standingAfterSync('2023-09-02T17:06:00Z')).toEqual({ points: 0, position: null });
  });

  it('scores the match again when the provider calls it finished again', async () => {
    server.setStatus(1006, 'FT', { home: 2, away: 1 });
    expect(await standingAfterSync('2023-09-02T18:07:00Z')).toMatchObject({ points: 5 });
  });

  it('gives back the points of a finished match the provider then calls postponed', async () => {
    server.setStatus(1006, 'PST', { home: null, away: null });
    expect(await standingAfterSync('2023-09-02T19:08:00Z')).toEqual({ points: 0, position: null });
  });
});

describe('API-Football sync: what one fixture or one optional call may cost', () => {
  let server: FakeApiFootball;
  let t: TestApp;

  const sync = () => footballSync(t.app, { apiFootball: noWait }).syncOnce();
  const finish = (id: number) => {
    const status = { long: 'Match Finished', short: 'FT', elapsed: 90 };
    server.season = server.season.map((item) =>
      item.fixture.id === id
        ? ({ ...item, fixture: { ...item.fixture, status }, goals: { home: 1, away: 0 } } as typeof item)
        : item,
    );
  };

  beforeEach(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
  });
  afterEach(async () => {
    await t.close();
    await server.stop();
  });

  it('a plan refusal of the predictions call leaves the fixtures and results coming', async () => {
    server.override('/predictions', () => ({ body: readFixture('error-plan.json') }));
    const first = await sync();
    expect(first).toMatchObject({ outcome: 'synced', matches: { inserted: 8 } });
    expect(first.problems.length).toBeGreaterThan(0);
    for (const problem of first.problems) expect(problem).toMatch(/^prediction of \d+: API-Football plan/);
    finish(1006);
    t.clock.set('2023-09-02T16:05:00Z');
    expect(await sync()).toMatchObject({ outcome: 'synced', matches: { updated: 1 } });
  });

  it('a fixture the provider no longer lists is reported on every fetch of the season', async () => {
    await sync();
    server.season = server.season.filter((item) => item.fixture.id !== 1008);
    t.clock.set('2023-09-02T13:01:00Z');
    const report = await sync();
    expect(report.outcome).toBe('synced');
    expect(report.problems).toEqual([expect.stringMatching(/^fixture 1008: no longer listed by the provider/)]);
  });

  it('a match left live long after its kick-off is not asked for between fetches of the season', async () => {
    await sync(); // 1005 kicked off at 11:30 and stays in its first half at the provider.
    finish(1006);
    finish(1007);
    t.clock.set('2023-09-02T18:00:00Z');
    await sync(); // the hourly fetch of the season
    const calls = server.callsTo('/fixtures').length;
    t.clock.set('2023-09-02T18:20:00Z');
    expect((await sync()).outcome).toBe('synced');
    expect(server.callsTo('/fixtures').length).toBe(calls);
  });
  it('an outage pauses the sync, longer after each failed run in a row, instead of calling every minute', async () => {
    await sync();
    server.override('/fixtures', () => ({ status: 503, text: 'down', headers: { 'content-type': 'text/plain' } }));
    const runAt = async (at: string) => {
      t.clock.set(at);
      const before = server.requests.length;
      const report = await sync();
      return { outcome: report.outcome, calls: server.requests.length - before };
    };
    expect(await runAt('2023-09-02T13:01:00Z')).toMatchObject({ outcome: 'failed' }); // its retries, then a 2-minute pause
    expect(await runAt('2023-09-02T13:02:00Z')).toEqual({ outcome: 'blocked', calls: 0 });
    expect(await runAt('2023-09-02T13:03:30Z')).toMatchObject({ outcome: 'failed' }); // then 4 minutes
    expect(await runAt('2023-09-02T13:06:30Z')).toEqual({ outcome: 'blocked', calls: 0 });
    server.clearOverrides();
    expect(await runAt('2023-09-02T13:08:00Z')).toMatchObject({ outcome: 'synced' });
  });
});
