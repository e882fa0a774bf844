import { eq, sql } from 'drizzle-orm';
import { predictionMessages } from '@scoreline/contracts';
import { queryRows } from '../src/db/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matches, predictions } from '../src/db/schema';
import { createPlayer, get, makeOperator, post } from './helpers/auth-helpers';
import { seedLeague, seedMatch } from './helpers/football-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const KICKOFF = new Date('2024-03-02T15:00:00Z');
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.reset();
  t.clock.set('2024-03-01T12:00:00Z');
});

function predict(token: string, matchId: unknown, prediction: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/prediction',
    headers: { authorization: `Bearer ${token}` },
    payload: { matchId, prediction },
  });
}

function putResult(token: string, matchId: number, home: number, away: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/matches/${matchId}/result`,
    headers: { authorization: `Bearer ${token}` },
    payload: { home, away },
  });
}

async function setup(matchCount = 1) {
  const db = t.database.connection.db;
  const { league, clubs } = await seedLeague(db);
  const created = [];
  for (let index = 0; index < matchCount; index += 1) {
    created.push(
      await seedMatch(db, {
        leagueId: league.id,
        homeTeamId: clubs[0]!.id,
        awayTeamId: clubs[1]!.id,
        round: 1,
        kickoffAt: new Date(KICKOFF.getTime() + index * 2 * 60 * MIN),
      }),
    );
  }
  return { league, clubs, matches: created };
}

/** Round 1 kicks off at KICKOFF (Sat 2 March), round 2 a week later, with other clubs. */
async function twoRounds() {
  const db = t.database.connection.db;
  const { league, clubs } = await seedLeague(db);
  const [r1, r2] = await Promise.all(
    [KICKOFF, new Date('2024-03-09T15:00:00Z')].map((kickoffAt, index) =>
      seedMatch(db, {
        leagueId: league.id,
        homeTeamId: clubs[2 * index]!.id,
        awayTeamId: clubs[2 * index + 1]!.id,
        round: index + 1,
        kickoffAt,
      }),
    ),
  );
  return { r1: r1!, r2: r2! };
}

describe('POST /prediction', () => {
  it('saves a prediction, and the same one again is a safe retry', async () => {
    const {
      matches: [match],
    } = await setup();
    const player = await createPlayer(t.app);
    const first = await predict(player.token, match!.id, ' 2 : 1 ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Prediction saved', data: { prediction: '2:1' } });
    const retry = await predict(player.token, match!.id, '2:1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe('Prediction already saved');
    const different = await predict(player.token, match!.id, '0:0');
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe('You have already predicted this match');
  });

  it.each([
    ['', 'empty'],
    ['2:', 'one side missing'],
    ['a:1', 'not a number'],
    ['-1:2', 'negative'],
    ['2-1', 'no colon'],
    ['100:1', 'too large'],
  ])('answers 400 "Invalid fields" for %j (%s) and stores nothing', async (prediction) => {
    const {
      matches: [match],
    } = await setup();
    const player = await createPlayer(t.app);
    const response = await predict(player.token, match!.id, prediction);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid fields' });
    expect((await predict(player.token, match!.id, '1:1')).statusCode).toBe(201);
  });

  it('needs a token and a known match', async () => {
    const {
      matches: [match],
    } = await setup();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/prediction',
      payload: { matchId: match!.id, prediction: '1:0' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Access token is missing');
    const player = await createPlayer(t.app);
    expect((await predict(player.token, 999_999, '1:0')).statusCode).toBe(404);
    expect((await predict(player.token, 'x', '1:0')).statusCode).toBe(400);
  });

  describe('the window (server clock, closes 600000 ms before kick-off)', () => {
    it('is open at 10 minutes + 1 ms before kick-off', async () => {
      const {
        matches: [match],
      } = await setup();
      const player = await createPlayer(t.app);
      t.clock.set(KICKOFF.getTime() - 10 * MIN - 1);
      expect((await predict(player.token, match!.id, '1:0')).statusCode).toBe(201);
    });

    it('is closed at exactly 10 minutes before kick-off', async () => {
      const {
        matches: [match],
      } = await setup();
      const player = await createPlayer(t.app);
      t.clock.set(KICKOFF.getTime() - 10 * MIN);
      const response = await predict(player.token, match!.id, '1:0');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Predictions for this match are closed (they close 10 minutes before kick-off)',
      );
    });

    it('is closed after kick-off, and follows a postponement', async () => {
      const {
        matches: [match],
      } = await setup();
      const admin = await createPlayer(t.app, { email: 'ops@example.com' });
      await makeOperator(t.app, admin);
      const player = await createPlayer(t.app);
      t.clock.set(KICKOFF.getTime() + MIN);
      expect((await predict(player.token, match!.id, '1:0')).statusCode).toBe(422);
      // The match never started (status NS): the operator moves it a week on and the window reopens.
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/matches/${match!.id}/kickoff`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { date: new Date(KICKOFF.getTime() + 7 * 24 * 60 * MIN).toISOString() },
      });
      expect(moved.statusCode).toBe(200);
      expect((await predict(player.token, match!.id, '1:0')).statusCode).toBe(201);
    });

    it('is closed while the provider marks a match postponed (PST), and says so', async () => {
      const {
        matches: [match],
      } = await setup();
      await t.database.connection.db.update(matches).set({ status: 'PST' }).where(eq(matches.id, match!.id));
      const player = await createPlayer(t.app);
      const response = await predict(player.token, match!.id, '1:0');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(predictionMessages.postponed);
    });
  });

  it('keeps exactly one prediction when the same player submits concurrently', async () => {
    const {
      matches: [match],
    } = await setup();
    const player = await createPlayer(t.app);
    const answers = await Promise.all([
      predict(player.token, match!.id, '1:0'),
      predict(player.token, match!.id, '1:0'),
      predict(player.token, match!.id, '3:3'),
      predict(player.token, match!.id, '1:0'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const saved = answers.find((answer) => answer.statusCode === 201)!.json().data.prediction;
    for (const answer of answers) {
      const body = answer.json();
      if (answer.statusCode === 200) expect(body.data.prediction).toBe(saved);
    }
    const stored = await t.database.connection.db.select().from(predictions).where(eq(predictions.userId, player.id));
    expect(stored).toHaveLength(1);
    // Not ranked until a prediction has been scored.
    expect((await get(t.app, '/score', { token: player.token })).json().data.me).toBeNull();
  });

  it('answers each of many simultaneous predictions on its own, whatever else shares its moment', async () => {
    const {
      league,
      clubs,
      matches: [open, alsoOpen],
    } = await setup(2);
    const db = t.database.connection.db;
    // A third match whose window closed a minute ago (kick-off in 9 minutes, inside the 10-minute cut-off).
    const closed = await seedMatch(db, {
      leagueId: league.id,
      homeTeamId: clubs[2]!.id,
      awayTeamId: clubs[3]!.id,
      round: 1,
      kickoffAt: new Date(t.clock.now().getTime() + 9 * MIN),
    });
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(t.app)));
    const burst = players.flatMap((player, index) => [
      predict(player.token, open!.id, `${index % 5}:1`),
      predict(player.token, alsoOpen!.id, '0:0'),
      predict(player.token, alsoOpen!.id, index % 2 === 0 ? '0:0' : '4:4'),
      predict(player.token, closed.id, '1:1'),
    ]);
    burst.push(predict(players[0]!.token, 4_000_000_000, '1:0'), predict(players[1]!.token, 987_654, '1:0'));
    const answers = await Promise.all(burst);
    const perPlayer = 4;
    players.forEach((player, index) => {
      const [first, second, third, fourth] = answers.slice(index * perPlayer, index * perPlayer + perPlayer);
      expect(first!.statusCode).toBe(201);
      expect(first!.json().data.prediction).toBe(`${index % 5}:1`);
      // Two at once for the same match: exactly one is saved; the other is a retry (same) or a conflict.
      const pair = [second!.statusCode, third!.statusCode].sort();
      expect(pair).toEqual(index % 2 === 0 ? [200, 201] : [201, 409]);
      expect(fourth!.statusCode).toBe(422);
      expect(fourth!.json().message).toBe(predictionMessages.closed);
    });
    expect(answers.at(-2)!.statusCode).toBe(404);
    expect(answers.at(-1)!.statusCode).toBe(404);
    // Nothing lost, nothing doubled: two predictions per player, and each player's counter says two.
    const stored = await db.select().from(predictions);
    expect(stored).toHaveLength(players.length * 2);
    const totals = await queryRows<{ user_id: number; predictions_made: number }>(
      db,
      sql`select user_id, predictions_made from player_totals`,
    );
    expect(new Map(totals.map((row) => [row.user_id, row.predictions_made]))).toEqual(
      new Map(players.map((player) => [player.id, 2])),
    );
  });
});

describe('scoring and the leaderboard', () => {
  it('scores a final match exactly once and shows points on the leaderboard', async () => {
    const {
      league,
      clubs,
      matches: [match],
    } = await setup();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const exact = await createPlayer(t.app);
    const bucket = await createPlayer(t.app);
    const outcome = await createPlayer(t.app);
    const wrong = await createPlayer(t.app);
    await predict(exact.token, match!.id, '2:1');
    await predict(bucket.token, match!.id, '3:1');
    await predict(outcome.token, match!.id, '1:0');
    await predict(wrong.token, match!.id, '0:2');

    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    const result = await putResult(admin.token, match!.id, 2, 1);
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({ status: 'FT', goals: { home: 2, away: 1 }, scoredPredictions: 4 });

    // Running the scoring again (a job retried after dying) changes nothing.
    const again = await t.app.scoring.scoreMatch(match!.id);
    expect(again.changed).toBe(0);
    expect(await t.app.scoring.scorePending()).toEqual([]);

    const board = (await get(t.app, '/score')).json().data;
    expect(
      board.results.map((entry: { user: { id: number }; totalPoints: number }) => [entry.user.id, entry.totalPoints]),
    ).toEqual([
      [exact.id, 5],
      [bucket.id, 3],
      [outcome.id, 2],
      [wrong.id, 0],
    ]);
    expect(board.results[0]).toMatchObject({
      position: 1,
      hasABadge: false,
      stats: { average_points_per_prediction: 5, exact_scores: 1 },
    });
    expect(board.latest_completed_round).toBe(1);
    expect(board.tieBreak).toBe('Points, then exact scores, then correct outcomes, then earlier sign-up');

    // The user record (spec §3) carries the same figures: to other players, to the owner, and at sign-in.
    const seenByOther = (await get(t.app, `/users/${bucket.id}`, { token: wrong.token })).json().data;
    expect(seenByOther).toMatchObject({ rank: 2, totalPredictions: 1, totalPoints: 3, averagePointsPerPredictions: 3 });
    const own = (await get(t.app, `/users/${exact.id}`, { token: exact.token })).json().data;
    expect(own).toMatchObject({ rank: 1, totalPredictions: 1, totalPoints: 5, averagePointsPerPredictions: 5 });
    const signIn = await post(t.app, '/auth/sign-in', { email: wrong.email, password: wrong.password });
    expect(signIn.json().data).toMatchObject({ rank: 4, totalPredictions: 1, totalPoints: 0 });
    // A player with predictions but none scored yet is not ranked.
    const pending = await createPlayer(t.app);
    const later = await seedMatch(t.database.connection.db, {
      leagueId: league.id,
      homeTeamId: clubs[2]!.id,
      awayTeamId: clubs[3]!.id,
      round: 2,
      kickoffAt: new Date(KICKOFF.getTime() + 7 * 24 * 60 * MIN),
    });
    expect((await predict(pending.token, later.id, '1:1')).statusCode).toBe(201);
    expect((await get(t.app, `/users/${pending.id}`, { token: pending.token })).json().data).toMatchObject({
      rank: null,
      totalPredictions: 1,
      totalPoints: 0,
      averagePointsPerPredictions: 0,
    });
  });

  it('rescores a corrected result, moving every total by exactly the correction', async () => {
    const {
      matches: [match],
    } = await setup();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const a = await createPlayer(t.app);
    const b = await createPlayer(t.app);
    await predict(a.token, match!.id, '2:1');
    await predict(b.token, match!.id, '1:1');
    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    await putResult(admin.token, match!.id, 2, 1);
    await putResult(admin.token, match!.id, 1, 1);
    const board = (await get(t.app, '/score')).json().data;
    expect(
      board.results.map((entry: { user: { id: number }; totalPoints: number; stats: { exact_scores: number } }) => [
        entry.user.id,
        entry.totalPoints,
        entry.stats.exact_scores,
      ]),
    ).toEqual([
      [b.id, 5, 1],
      [a.id, 0, 0],
    ]);
    const round = (await get(t.app, '/score?round=1')).json().data;
    expect(round.results.map((entry: { totalPoints: number }) => entry.totalPoints)).toEqual([5, 0]);
  });

  it('refuses a result before kick-off and from a non-operator, and validates the body', async () => {
    const {
      matches: [match],
    } = await setup();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const player = await createPlayer(t.app);
    expect((await putResult(admin.token, match!.id, 1, 0)).statusCode).toBe(422);
    t.clock.set(KICKOFF.getTime() + MIN);
    expect((await putResult(player.token, match!.id, 1, 0)).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/matches/${match!.id}/result`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { home: -1, away: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      home: 'home must be a whole number from 0 to 99',
      away: 'away must be a whole number from 0 to 99',
    });
    const [row] = await t.database.connection.db.select().from(matches).where(eq(matches.id, match!.id));
    expect(row?.homeGoals).toBeNull();
  });

  it('breaks ties by exact scores, then outcomes, then earlier sign-up', async () => {
    const {
      matches: [m1, m2],
    } = await setup(2);
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const early = await createPlayer(t.app); // 2 + 3 = 5 points, 0 exact
    const late = await createPlayer(t.app); // 5 + 0 = 5 points, 1 exact
    const later = await createPlayer(t.app); // 2 + 3 = 5 points, 0 exact, signed up after `early`
    await predict(early.token, m1!.id, '3:0');
    await predict(early.token, m2!.id, '1:0');
    await predict(late.token, m1!.id, '1:0');
    await predict(late.token, m2!.id, '0:3');
    await predict(later.token, m1!.id, '3:0');
    await predict(later.token, m2!.id, '1:0');
    t.clock.set(KICKOFF.getTime() + 5 * 60 * MIN);
    await putResult(admin.token, m1!.id, 1, 0);
    await putResult(admin.token, m2!.id, 2, 0);
    const ids = (await get(t.app, '/score'))
      .json()
      .data.results.map((entry: { user: { id: number } }) => entry.user.id);
    expect(ids).toEqual([late.id, early.id, later.id]);
  });

  it('paginates, and always answers the signed-in player their own entry', async () => {
    const {
      matches: [match],
    } = await setup();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const players = [];
    for (let index = 0; index < 5; index += 1) players.push(await createPlayer(t.app));
    const picks = ['1:0', '2:0', '2:1', '0:0', '0:1'];
    for (const [index, player] of players.entries()) await predict(player.token, match!.id, picks[index]!);
    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    await putResult(admin.token, match!.id, 2, 1);
    const last = players[4]!;
    const page = (await get(t.app, '/score?page=1&size=2', { token: last.token })).json().data;
    expect(page.results).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(page.me).toMatchObject({ user: { id: last.id }, position: 5, totalPoints: 0 });
    const second = (await get(t.app, '/score?page=2&size=2')).json().data;
    expect(second.results.map((entry: { position: number }) => entry.position)).toEqual([3, 4]);
    expect(second.me).toBeNull();
  });

  it('filters by round and by date range', async () => {
    const { r1, r2 } = await twoRounds();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const player = await createPlayer(t.app);
    await predict(player.token, r1.id, '1:0');
    await predict(player.token, r2.id, '1:1');
    t.clock.set('2024-03-10T12:00:00Z');
    await putResult(admin.token, r1.id, 1, 0);
    await putResult(admin.token, r2.id, 0, 0);
    const byRound = async (round: number) => (await get(t.app, `/score?round=${round}`)).json().data;
    expect((await byRound(1)).results[0]).toMatchObject({ totalPoints: 5, stats: { previous_round_score: 5 } });
    expect((await byRound(2)).results[0]).toMatchObject({ totalPoints: 3 });
    const range = async (start: string, end: string) =>
      (await get(t.app, `/score?start=${start}&end=${end}`)).json().data;
    expect((await range('2024-03-01', '2024-03-05')).results[0].totalPoints).toBe(5);
    expect((await range('2024-03-01', '2024-03-31')).results[0].totalPoints).toBe(8);
    expect((await range('2024-04-01', '2024-04-30')).results).toEqual([]);
    const overall = (await get(t.app, '/score')).json().data;
    expect(overall.results[0]).toMatchObject({ totalPoints: 8, stats: { previous_round_score: 3 } });
  });

  it('shows movement: the rank after the latest completed round against the one before', async () => {
    const { r1, r2 } = await twoRounds();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const a = await createPlayer(t.app);
    const b = await createPlayer(t.app);
    await predict(a.token, r1.id, '1:0'); // round 1: a 5, b 3
    await predict(b.token, r1.id, '2:0');
    await predict(a.token, r2.id, '0:1'); // round 2: a 0, b 5 → b 8, a 5
    await predict(b.token, r2.id, '3:0');
    t.clock.set('2024-03-03T12:00:00Z');
    await putResult(admin.token, r1.id, 1, 0);
    let board = (await get(t.app, '/score')).json().data;
    expect(
      board.results.map((entry: { stats: { progressIndicator: string } }) => entry.stats.progressIndicator),
    ).toEqual(['SAME', 'SAME']);
    t.clock.set('2024-03-10T12:00:00Z');
    await putResult(admin.token, r2.id, 3, 0);
    board = (await get(t.app, '/score')).json().data;
    expect(
      board.results.map((entry: { user: { id: number }; stats: { progressIndicator: string } }) => [
        entry.user.id,
        entry.stats.progressIndicator,
      ]),
    ).toEqual([
      [b.id, 'UP'],
      [a.id, 'DOWN'],
    ]);
    // Filtered views carry no movement.
    const filtered = (await get(t.app, '/score?round=2')).json().data;
    expect(
      filtered.results.every(
        (entry: { stats: { progressIndicator: string } }) => entry.stats.progressIndicator === 'SAME',
      ),
    ).toBe(true);
  });

  it.each([
    ['round=0', 'round', 'Round must be a whole number of 1 or more'],
    ['round=abc', 'round', 'Round must be a whole number of 1 or more'],
    ['start=2024-03-01', 'end', 'A date range needs both start and end'],
    ['start=2024-03-09&end=2024-03-01', 'end', 'The range must end on or after its start'],
    ['start=yesterday&end=2024-03-01', 'start', 'Dates must be written as YYYY-MM-DD'],
    ['size=1000', 'size', 'Size must be between 1 and 100'],
    ['round=2&start=2024-03-01&end=2024-03-02', 'round', 'Filter by a round or by a date range, not both'],
  ])('answers 400 for a bad query (%s)', async (query, field, message) => {
    const response = await get(t.app, `/score?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it("reveals a match's picks at kick-off, never before", async () => {
    const {
      matches: [match],
    } = await setup();
    const a = await createPlayer(t.app);
    const b = await createPlayer(t.app);
    await predict(a.token, match!.id, '2:1');
    await predict(b.token, match!.id, '2:1');
    const before = await get(t.app, `/match/${match!.id}/picks`);
    expect(before.statusCode).toBe(403);
    t.clock.set(KICKOFF);
    const after = (await get(t.app, `/match/${match!.id}/picks`)).json().data;
    expect(after).toEqual({
      matchId: match!.id,
      total: 2,
      outcomes: { home: 2, draw: 0, away: 0 },
      topScores: [{ prediction: '2:1', count: 2 }],
    });
  });
});
