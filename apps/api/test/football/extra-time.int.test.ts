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
 * ADR 059: a match decided after extra time or on penalties is scored on the score after extra time, the one the
 * match card shows (API-Football's `goals`); the shoot-out is not part of it. Through the real sync against the
 * recorded API-Football answers: fixture 1006 (kick-off 14:00), picked 2:1 by one player and 1:1 by another.
 */
describe('API-Football: a match decided after extra time or on penalties', () => {
  let server: FakeApiFootball;
  let t: TestApp;
  let homeWin: { id: number; token: string };
  let draw: { id: number; token: string };
  let matchId: number | undefined;
  const scoreShown = async () => (await get(t.app, `/match/${matchId}`)).json().data.details;

  /** Each player's points after a sync at `at` (the next full fetch is an hour after the last). */
  const pointsAfterSync = async (at: string) => {
    t.clock.set(at);
    expect((await footballSync(t.app, { apiFootball: noWait }).syncOnce()).outcome).toBe('synced');
    await t.settle();
    const pointsOf = async (player: { token: string }) =>
      ((await get(t.app, '/score', { token: player.token })).json().data.me?.totalPoints as number | undefined) ?? 0;
    return { homeWin: await pointsOf(homeWin), draw: await pointsOf(draw) };
  };

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
    expect((await footballSync(t.app, { apiFootball: noWait }).syncOnce()).outcome).toBe('synced');
    homeWin = await createPlayer(t.app);
    draw = await createPlayer(t.app);
    const [row] = await queryRows<{ id: number }>(
      t.app.deps.database.db,
      sql`select id from matches where provider_fixture_id = '1006'`,
    );
    matchId = row?.id;
    expect((await predict(t.app, homeWin.token, row?.id, '2:1')).statusCode).toBe(201);
    expect((await predict(t.app, draw.token, row?.id, '1:1')).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('scores a match won in extra time on the score after extra time (2:1 AET, 1:1 after 90 minutes)', async () => {
    server.setStatus(
      1006,
      'AET',
      { home: 2, away: 1 },
      { fulltime: { home: 1, away: 1 }, extratime: { home: 1, away: 0 } },
    );
    // The exact score for the 2:1 pick; the 1:1 pick, right after 90 minutes, gets nothing.
    expect(await pointsAfterSync('2023-09-02T16:35:00Z')).toEqual({ homeWin: 5, draw: 0 });
    // Shown as played (issue 58): 2–1 after extra time, 1–1 after 90 minutes, on its matchday (API-Football's round).
    expect(await scoreShown()).toMatchObject({
      stage: { key: expect.stringMatching(/^matchday-\d+$/), kind: 'league' },
      goals: { home: 2, away: 1 },
      score: { regulartime: { home: 1, away: 1 }, penalty: { home: null, away: null } },
    });
  });

  it('scores a match decided on penalties on the score after extra time, without the shoot-out', async () => {
    server.setStatus(
      1006,
      'PEN',
      { home: 1, away: 1 },
      { fulltime: { home: 1, away: 1 }, extratime: { home: 0, away: 0 }, penalty: { home: 4, away: 2 } },
    );
    // A draw (1:1 after extra time): the exact score for the 1:1 pick; winning the shoot-out is no home win.
    expect(await pointsAfterSync('2023-09-02T17:36:00Z')).toEqual({ homeWin: 0, draw: 5 });
    expect(await scoreShown()).toMatchObject({
      fixture: { status: { short: 'PEN' } },
      score: { regulartime: { home: 1, away: 1 }, penalty: { home: 4, away: 2 } },
    });
  });
});
