import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { footballSyncJob } from '../../src/jobs/football-sync.job';
import { FakeApiFootball, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Round 2 of the recorded API-Football answers (1005–1008) through the football sync and its job: three matches are
 * played and scored, then the provider postpones the last one. Nothing is left to score in the round, so no scoring
 * completes it; the sync's run does.
 */
describe('API-Football postponing the last open match of a round', () => {
  let server: FakeApiFootball;
  let t: TestApp;
  let player: { id: number; token: string };

  const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };
  /** A run of the sync itself, and the scorings it led to. */
  const sync = async (at: string) => {
    t.clock.set(at);
    expect((await footballSync(t.app, { apiFootball: noWait }).syncOnce()).outcome).toBe('synced');
    await t.settle();
  };
  const previousRoundPoints = async () => {
    const board = (await get(t.app, '/score', { token: player.token })).json().data;
    const me = board.results.find((entry: { user: { id: number } }) => entry.user.id === player.id);
    return me?.stats.previous_round_score as number | undefined;
  };

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
    await sync('2023-09-02T12:00:00Z');
    player = await createPlayer(t.app);
    const [row] = await queryRows<{ id: number }>(
      t.app.deps.database.db,
      sql`select id from matches where provider_fixture_id = '1006'`,
    );
    expect((await predict(t.app, player.token, row?.id, '2:1')).statusCode).toBe(201);
    server.setStatus(1005, 'FT', { home: 0, away: 0 });
    server.setStatus(1006, 'FT', { home: 2, away: 1 });
    server.setStatus(1007, 'FT', { home: 1, away: 1 });
    await sync('2023-09-02T19:00:00Z');
    await sync('2023-09-03T14:00:00Z');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('leaves the round open while its last match is still to be played', async () => {
    expect(await previousRoundPoints()).toBe(0);
  });

  it("completes the round once that match is postponed: the board's previous round shows its points", async () => {
    server.setStatus(1008, 'PST', { home: null, away: null });
    // The sync's job, at its refresh of the matches near kick-off (one call).
    t.clock.set('2023-09-03T14:16:00Z');
    await t.app.deps.jobs.send(footballSyncJob, {});
    await t.settle();
    expect(await previousRoundPoints()).toBe(5);
  });
});
