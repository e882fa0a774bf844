import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, get, post } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator, enterResults, seedRounds } from './badge-fixtures';

// Three weekly rounds of one match (1:0 each): the winner predicts 1:0 every time (5 a round), the runner-up 2:0
// (3 a round), the loser 0:2 (0). Then March ends and its places are awarded.
describe('GET /user/badges and /user/badges/{badgeId}/logs', () => {
  let t: TestApp;
  let winner: Awaited<ReturnType<typeof createPlayer>>;
  let runnerUp: Awaited<ReturnType<typeof createPlayer>>;
  let loser: Awaited<ReturnType<typeof createPlayer>>;
  let ops: Awaited<ReturnType<typeof createOperator>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
    const { rounds } = await seedRounds(t.database.connection.db, [
      ['2024-03-02T15:00:00Z'],
      ['2024-03-09T15:00:00Z'],
      ['2024-03-16T15:00:00Z'],
    ]);
    ops = await createOperator(t.app);
    winner = await createPlayer(t.app);
    runnerUp = await createPlayer(t.app);
    loser = await createPlayer(t.app);
    for (const match of rounds.flat()) {
      await predict(t.app, winner.token, match.id, '1:0');
      await predict(t.app, runnerUp.token, match.id, '2:0');
      await predict(t.app, loser.token, match.id, '0:2');
    }
    // Round by round, so each round's awards carry their own time.
    for (const match of rounds.flat()) await enterResults(t, ops, [{ match, score: [1, 0] }]);
    t.clock.set('2024-04-01T00:05:00Z');
    await t.app.deps.badgeAwarding.catchUp();
    // Sessions do not outlive a month of clock: sign everyone in again.
    for (const player of [winner, runnerUp, loser, ops]) {
      const signIn = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
      player.token = (signIn.json().data as { accessToken: string }).accessToken;
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const badgesOf = (token: string, query = '') => get(t.app, `/user/badges${query}`, { token });
  const logsOf = (token: string, badgeId: string, query = '') =>
    get(t.app, `/user/badges/${badgeId}/logs${query}`, { token });

  it("lists the caller's badges, most recently awarded first, with how often and when", async () => {
    const response = await badgesOf(winner.token);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ page: 1, size: 10, total: 5 });
    expect(page.items.map((badge: { badgeId: string }) => badge.badgeId)).toEqual([
      'monthly-first',
      'round-winner',
      'number-one',
      'top-10',
      'top-100',
    ]);
    expect(page.items[0]).toEqual({
      badgeId: 'monthly-first',
      badgeName: 'Player of the Month',
      description: expect.stringContaining('UTC'),
      iconUrl: '/badges/monthly-first.svg',
      isRanked: true,
      badgeRank: 1,
      rankId: 1,
      awardedAt: '2024-04-01T00:05:00.000Z',
      round: null,
      noOfTimesAwarded: 1,
    });
    expect(page.items[1]).toMatchObject({
      badgeId: 'round-winner',
      isRanked: false,
      badgeRank: null,
      round: 3,
      noOfTimesAwarded: 3,
      awardedAt: '2024-03-16T17:00:00.000Z',
    });
  });

  it('pages the list and shows other players their badges; a player without any has an empty list', async () => {
    const second = (await badgesOf(loser.token, `?userId=${winner.id}&page=2&size=2`)).json().data;
    expect(second).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(second.items.map((badge: { badgeId: string }) => badge.badgeId)).toEqual(['number-one', 'top-10']);
    expect((await badgesOf(loser.token)).json().data).toEqual({ items: [], page: 1, size: 10, total: 0 });
  });

  it("logs a badge's awards newest first: 'Round N', 'Rank N', month and year for ranked badges, and the competition", async () => {
    const first = (await logsOf(runnerUp.token, 'round-winner', `?userId=${winner.id}&size=2`)).json().data;
    expect(first.badge).toMatchObject({ badgeId: 'round-winner', badgeName: 'Round Winner', noOfTimesAwarded: 3 });
    expect(first).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(first.items.map((entry: { label: string }) => entry.label)).toEqual([
      'Round 3 · Test League 2023/24',
      'Round 2 · Test League 2023/24',
    ]);
    const last = (await logsOf(winner.token, 'round-winner', '?page=2&size=2')).json().data;
    expect(last.items).toEqual([
      {
        awardedAt: '2024-03-02T17:00:00.000Z',
        label: 'Round 1 · Test League 2023/24',
        round: 1,
        month: null,
        rank: null,
      },
    ]);
    const rank = (await logsOf(runnerUp.token, 'top-10')).json().data;
    expect(rank.items).toEqual([
      { awardedAt: '2024-03-02T17:00:00.000Z', label: 'Rank 2 · Test League 2023/24', round: 1, month: null, rank: 2 },
    ]);
    const monthly = (await logsOf(runnerUp.token, 'monthly-second', '?isRanked=true')).json().data;
    expect(monthly.items).toEqual([
      {
        awardedAt: '2024-04-01T00:05:00.000Z',
        label: 'March 2024 · Test League 2023/24',
        round: null,
        month: '2024-03',
        rank: 2,
      },
    ]);
    // A badge never awarded has an empty log.
    expect((await logsOf(loser.token, 'sharpshooter')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an unknown badge, a ranked log of an unranked badge, and callers without a token', async () => {
    const unknown = await logsOf(winner.token, 'golden-boot');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ badgeId: 'Badge not found' });
    expect((await logsOf(winner.token, 'round-winner', '?isRanked=true')).statusCode).toBe(404);
    expect((await logsOf(winner.token, 'round-winner', '?isRanked=false')).statusCode).toBe(200);
    expect((await logsOf(winner.token, 'round-winner', '?isRanked=yes')).json().errors).toEqual({
      isRanked: "isRanked must be 'true' or 'false'",
    });
    expect((await get(t.app, '/user/badges')).statusCode).toBe(401);
    expect((await badgesOf(winner.token, '?size=51')).statusCode).toBe(400);
    expect((await badgesOf(winner.token, '?userId=999999')).statusCode).toBe(404);
  });

  it('marks badge holders on the leaderboard (hasABadge), and hides a blocked player as their profile is hidden', async () => {
    const board = (await get(t.app, '/score', { token: loser.token })).json().data;
    const flags = board.results.map((entry: { user: { id: number }; hasABadge: boolean }) => [
      entry.user.id,
      entry.hasABadge,
    ]);
    expect(flags).toEqual([
      [winner.id, true],
      [runnerUp.id, true],
      [loser.id, false],
    ]);
    expect(board.me).toMatchObject({ user: { id: loser.id }, hasABadge: false });

    const blocked = await post(t.app, `/admin/users/${runnerUp.id}/block`, {}, { token: ops.token });
    expect(blocked.statusCode).toBe(200);
    expect((await badgesOf(loser.token, `?userId=${runnerUp.id}`)).statusCode).toBe(404);
    expect((await logsOf(loser.token, 'top-10', `?userId=${runnerUp.id}`)).statusCode).toBe(404);
    // Operators still see them.
    expect((await badgesOf(ops.token, `?userId=${runnerUp.id}`)).json().data.total).toBeGreaterThan(0);
  });
});
