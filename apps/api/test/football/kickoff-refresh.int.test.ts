import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { FakeApiFootball, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };

/**
 * Matches about to kick off, through the real sync against the stand-in API-Football: on 2 Sep 2023 at 12:00 the
 * season is fetched; 1005 (11:30) is live, 1006 (Liverpool–Arsenal) kicks off at 14:00, 1007 at 16:30.
 */
describe('API-Football sync: matches about to kick off are refreshed between fetches of the season', () => {
  let server: FakeApiFootball;
  let t: TestApp;
  let token: string;
  let liverpoolArsenal: number;

  const sync = (at: string) => {
    t.clock.set(at);
    return footballSync(t.app, { apiFootball: noWait }).syncOnce();
  };
  const moveKickoff = (id: number, date: string) => {
    server.season = server.season.map((item) =>
      item.fixture.id === id
        ? ({ ...item, fixture: { ...item.fixture, date, timestamp: Date.parse(date) / 1000 } } as typeof item)
        : item,
    );
  };

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
    expect((await sync('2023-09-02T12:00:00Z')).outcome).toBe('synced');
    token = (await createPlayer(t.app)).token;
    const [row] = await queryRows<{ id: number }>(
      t.app.deps.database.db,
      sql`select id from matches where provider_fixture_id = '1006'`,
    );
    liverpoolArsenal = row!.id;
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('a kick-off the provider moves earlier closes the predictions on time, not at the next hourly fetch', async () => {
    // Just after the hourly fetch, the provider brings 14:00 forward to 12:50.
    moveKickoff(1006, '2023-09-02T12:50:00+00:00');
    server.requests.length = 0;
    expect((await sync('2023-09-02T12:16:00Z')).matches.updated).toBeGreaterThanOrEqual(1);
    // One call by ids for the live match and those kicking off within two hours.
    expect(server.callsTo('/fixtures').map((request) => request.query)).toEqual([{ ids: '1005-1006' }]);
    const shown = (await get(t.app, `/match/${liverpoolArsenal}`, { token })).json().data;
    expect(shown.date).toBe('2023-09-02T12:50:00.000Z');
    t.clock.set('2023-09-02T12:45:00Z');
    const late = await predict(t.app, token, liverpoolArsenal, '2:1');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Predictions for this match are closed (they close 10 minutes before kick-off)');
  });

  it('asks for fixtures no more often than before: the hourly fetch and three refreshes an hour, one call each', async () => {
    server.requests.length = 0;
    for (let minute = 0; minute < 120; minute += 5) {
      const at = new Date(Date.parse('2023-09-02T13:00:00Z') + minute * 60_000).toISOString();
      expect((await sync(at)).outcome).toBe('synced');
    }
    const fixtures = server.callsTo('/fixtures');
    // 13:00 and 14:00 the season; 13:15, 13:30, 13:45, 14:15, 14:30, 14:45 by ids (at most 20 a call).
    expect(fixtures.filter((request) => request.query.league)).toHaveLength(2);
    const refreshes = fixtures.filter((request) => request.query.ids);
    expect(refreshes).toHaveLength(6);
    for (const request of refreshes) expect(request.query.ids!.split('-').length).toBeLessThanOrEqual(20);
  });
});
