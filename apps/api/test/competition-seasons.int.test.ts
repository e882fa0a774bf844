import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { competitions } from '../src/db/schema';
import { createLeaderboardCache } from '../src/modules/predictions/leaderboard-cache';
import type { LeaderboardScope, SeasonKey } from '../src/modules/predictions/leaderboard.repository';
import { createOperator, enterResults } from './badges/badge-fixtures';
import { call } from './leagues/league-helpers';
import { createPlayer, post } from './helpers/auth-helpers';
import { seedCompetition, seedMatch } from './helpers/football-fixtures';
import { predict } from './helpers/prediction-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 56 (docs/decisions/096): two competition-seasons played on the same days never mix. The league on show (the
 * default) and a cup of the same season are played on the same two Saturdays of March; Ada predicts the league right
 * and the cup wrong, Bob the other way round, Cy plays only the cup. Each ranking — overall, round, date range, a
 * player's statistics, the month's places — counts only its own competition's facts.
 */
type Player = Awaited<ReturnType<typeof createPlayer>>;

let t: TestApp;
let ada: Player;
let bob: Player;
let cy: Player;
let league: SeasonKey;
let cup: SeasonKey;

const DAYS = ['2024-03-02T15:00:00Z', '2024-03-09T15:00:00Z'];

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
  const db = t.database.connection.db;
  const seeded = await seedCompetition(db, 4);
  const [cupRow] = await db
    .insert(competitions)
    .values({ provider: 'embedded', providerCompetitionId: 'test-cup', name: 'Test Cup', type: 'Cup' })
    .returning();
  league = { competitionId: seeded.league.id, season: 2023 };
  cup = { competitionId: cupRow!.id, season: 2023 };
  const [a, b, c, d] = seeded.clubs;
  const matchOf = (competitionId: number, round: number, home: number, away: number) =>
    seedMatch(db, { competitionId, homeTeamId: home, awayTeamId: away, round, kickoffAt: new Date(DAYS[round - 1]!) });
  const leagueMatches = [
    await matchOf(league.competitionId, 1, a!.id, b!.id),
    await matchOf(league.competitionId, 2, c!.id, d!.id),
  ];
  const cupMatches = [
    await matchOf(cup.competitionId, 1, c!.id, d!.id),
    await matchOf(cup.competitionId, 2, a!.id, b!.id),
  ];

  const ops = await createOperator(t.app);
  ada = await createPlayer(t.app);
  bob = await createPlayer(t.app);
  cy = await createPlayer(t.app);
  // Every match ends 1:0. Ada: league exact, cup wrong; Bob: league wrong, cup exact; Cy: cup only, winner right.
  for (const match of leagueMatches) {
    expect((await predict(t.app, ada.token, match.id, '1:0')).statusCode).toBe(201);
    expect((await predict(t.app, bob.token, match.id, '0:1')).statusCode).toBe(201);
  }
  for (const match of cupMatches) {
    expect((await predict(t.app, ada.token, match.id, '0:2')).statusCode).toBe(201);
    expect((await predict(t.app, bob.token, match.id, '1:0')).statusCode).toBe(201);
    expect((await predict(t.app, cy.token, match.id, '3:0')).statusCode).toBe(201);
  }
  for (const [index] of DAYS.entries()) {
    await enterResults(t, ops, [
      { match: leagueMatches[index]!, score: [1, 0] },
      { match: cupMatches[index]!, score: [1, 0] },
    ]);
  }
  // The first day corrected after the second was built, and put back: its running totals are built again from the
  // facts of the days up to it (where a day holds both competitions' matches), not from the overall totals.
  for (const score of [
    [2, 0],
    [1, 0],
  ] as [number, number][]) {
    await enterResults(t, ops, [
      { match: leagueMatches[0]!, score },
      { match: cupMatches[0]!, score },
    ]);
  }
  t.clock.set('2024-04-01T00:05:00Z');
  await t.app.deps.badgeAwarding.catchUp();
  await t.settle();
  for (const player of [ada, bob, cy]) {
    const signIn = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
    player.token = (signIn.json().data as { accessToken: string }).accessToken;
  }
}, 240_000);

afterAll(async () => {
  await t.close();
});

/** Each ranked player's id and points, in order, from a ranking the app's cache computes. */
async function ranked(scope: LeaderboardScope) {
  const cache = createLeaderboardCache(t.database.connection.db, {
    unrankedPlayers: async () => new Set(),
    version: async () => 'one version: a cache per call',
  });
  const { rows } = await cache.ranking(scope);
  return Array.from({ length: rows.length }, (_, index) => [rows.userIdAt(index), rows.pointsAt(index)]);
}

describe('two competition-seasons on the same days', () => {
  it('rank each its own players and points: overall, by round and by date range', async () => {
    for (const key of [league, cup]) {
      const own =
        key === league
          ? [
              [ada.id, 10],
              [bob.id, 0],
            ]
          : [
              [bob.id, 10],
              [cy.id, 4],
              [ada.id, 0],
            ];
      expect(await ranked({ kind: 'overall', ...key })).toEqual(own);
      const oneRound = own.map(([id, points]) => [id, points! / 2]);
      expect(await ranked({ kind: 'round', round: 2, ...key })).toEqual(oneRound);
      expect(await ranked({ kind: 'range', start: '2024-03-01', end: '2024-03-05', ...key })).toEqual(oneRound);
      expect(await ranked({ kind: 'range', start: '2024-03-01', end: '2024-03-31', ...key })).toEqual(own);
    }
  });

  it("answer GET /score and a player's statistics with the default competition only", async () => {
    const score = await call(t.app, 'GET', '/score', undefined);
    expect(score.statusCode).toBe(200);
    const results = score.json().data.results as { user: { id: number }; totalPoints: number }[];
    expect(results.map((entry) => [entry.user.id, entry.totalPoints])).toEqual([
      [ada.id, 10],
      [bob.id, 0],
    ]);
    const range = await call(t.app, 'GET', '/score?start=2024-03-01&end=2024-03-31', undefined);
    expect(range.json().data.results.map((entry: { user: { id: number } }) => entry.user.id)).toEqual([ada.id, bob.id]);

    const profile = (player: Player) => call(t.app, 'GET', `/users/${player.id}`, player.token);
    expect((await profile(bob)).json().data).toMatchObject({ rank: 2, totalPoints: 0, totalPredictions: 2 });
    // Cy played the cup only: in the default competition, unranked and without predictions.
    expect((await profile(cy)).json().data).toMatchObject({ rank: null, totalPoints: 0, totalPredictions: 0 });
  });

  it("keep each competition's totals, days and month runs under its own key", async () => {
    const db = t.database.connection.db;
    const totals = await queryRows<{ competition_id: number; user_id: number; points: number; made: number }>(
      db,
      sql`select competition_id, user_id, points, predictions_made as made from player_totals order by 1, 2`,
    );
    expect(totals).toEqual(
      [
        { competition_id: league.competitionId, user_id: ada.id, points: 10, made: 2 },
        { competition_id: league.competitionId, user_id: bob.id, points: 0, made: 2 },
        { competition_id: cup.competitionId, user_id: ada.id, points: 0, made: 2 },
        { competition_id: cup.competitionId, user_id: bob.id, points: 10, made: 2 },
        { competition_id: cup.competitionId, user_id: cy.id, points: 4, made: 2 },
      ].sort((x, y) => x.competition_id - y.competition_id || x.user_id - y.user_id),
    );
    const runs = await queryRows<{ competition_id: number; month: string }>(
      db,
      sql`select competition_id, month from badge_month_runs where month = '2024-03' order by 1`,
    );
    expect(runs.map((run) => run.competition_id)).toEqual(
      [league.competitionId, cup.competitionId].sort((x, y) => x - y),
    );
  });

  it("award each competition's round winners and month's places to its own players", async () => {
    const badges = async (player: Player) => {
      const response = await call(t.app, 'GET', '/user/badges?size=50', player.token);
      expect(response.statusCode).toBe(200);
      return (response.json().data.items as { badgeId: string; noOfTimesAwarded: number }[])
        .map((badge) => `${badge.badgeId}×${badge.noOfTimesAwarded}`)
        .sort();
    };
    // Ada won the league's two rounds and March, Bob the cup's; neither shares the other's.
    expect(await badges(ada)).toEqual(expect.arrayContaining(['monthly-first×1', 'round-winner×2']));
    expect(await badges(bob)).toEqual(expect.arrayContaining(['monthly-first×1', 'round-winner×2']));
    expect(await badges(cy)).toEqual(expect.arrayContaining(['monthly-second×1']));
    expect((await badges(cy)).some((badge) => badge.startsWith('round-winner'))).toBe(false);
  });
});
