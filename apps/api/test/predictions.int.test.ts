import { eq, sql } from 'drizzle-orm';
import { predictionMessages } from '@scoreline/contracts';
import { queryRows } from '../src/db/client';
import { describe, expect, it } from 'vitest';
import { matches, predictions } from '../src/db/schema';
import { createPlayer, get, makeOperator } from './helpers/auth-helpers';
import { seedMatch } from './helpers/football-fixtures';
import { KICKOFF, MIN, predict as predictAs, setupRound } from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const predict = (token: string, matchId: unknown, prediction: unknown) => predictAs(t.app, token, matchId, prediction);
const setup = (matchCount = 1) => setupRound(t.database.connection.db, matchCount);

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
    // issue 13: a different score while the window is open changes the pick (test/matchday covers the rest).
    const different = await predict(player.token, match!.id, '0:0');
    expect(different.statusCode).toBe(200);
    expect(different.json()).toMatchObject({ message: 'Prediction updated', data: { prediction: '0:0' } });
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
    // The others are retries or (the 3:3) a change (issue 13): one row, holding a score one of them sent.
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    const stored = await t.database.connection.db.select().from(predictions).where(eq(predictions.userId, player.id));
    expect(stored).toHaveLength(1);
    expect(['1:0', '3:3']).toContain(`${stored[0]!.homeGoals}:${stored[0]!.awayGoals}`);
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
      competitionId: league.id,
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
      // Two at once for the same match: exactly one is saved; the other is a retry (same) or, since issue 13, a
      // change of the pick (the window is open).
      const pair = [second!.statusCode, third!.statusCode].sort();
      expect(pair).toEqual([200, 201]);
      expect(fourth!.statusCode).toBe(422);
      expect(fourth!.json().message).toBe(predictionMessages.closed);
    });
    // Past the id column's range is a bad id (issue #10); a possible id of no match is a 404.
    expect(answers.at(-2)!.statusCode).toBe(400);
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
