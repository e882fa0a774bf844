import { eq, sql } from 'drizzle-orm';
import { matchdayMessages, predictionMessages, validationMessages } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { matches, predictions } from '../../src/db/schema';
import { createPlayer } from '../helpers/auth-helpers';
import { seedMatch } from '../helpers/football-fixtures';
import { KICKOFF, MIN, predict, setupRound } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';

/** issue 13: a round's picks in one request, each answered on its own. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', setupTimeout: 180_000 });

function batch(token: string | undefined, items: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/predictions',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { items },
  });
}

async function storedPicks(userId: number) {
  const rows = await t.database.connection.db.select().from(predictions).where(eq(predictions.userId, userId));
  return new Map(rows.map((row) => [row.matchId, `${row.homeGoals}:${row.awayGoals}`]));
}

describe('POST /predictions', () => {
  it('answers mixed valid, mistyped, closed, unknown and postponed items one by one, in one request', async () => {
    const db = t.database.connection.db;
    const { league, clubs, matches: round } = await setupRound(db, 3);
    const [open, alsoOpen, toPostpone] = round;
    const closed = await seedMatch(db, {
      competitionId: league.id,
      homeTeamId: clubs[2]!.id,
      awayTeamId: clubs[3]!.id,
      round: 1,
      kickoffAt: new Date(t.clock.now().getTime() + 10 * MIN),
    });
    await db.update(matches).set({ status: 'PST' }).where(eq(matches.id, toPostpone!.id));
    const player = await createPlayer(t.app);
    // A pick saved earlier on the match the player now mistypes: it stays, and the answer names it.
    expect((await predict(t.app, player.token, alsoOpen!.id, '1:1')).statusCode).toBe(201);

    const response = await batch(player.token, [
      { matchId: open!.id, prediction: ' 2 : 1 ' },
      { matchId: alsoOpen!.id, prediction: 'a:1' },
      { matchId: closed.id, prediction: '0:0' },
      { matchId: 999_999, prediction: '1:0' },
      { matchId: toPostpone!.id, prediction: '3:0' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: matchdayMessages.batchSummary({ saved: 1, unchanged: 0, refused: 4 }),
      data: {
        results: [
          { matchId: open!.id, status: 'created', prediction: '2:1' },
          {
            matchId: alsoOpen!.id,
            status: 'refused',
            prediction: '1:1',
            code: 'VALIDATION',
            message: validationMessages.invalidFields,
          },
          {
            matchId: closed.id,
            status: 'refused',
            prediction: null,
            code: 'UNPROCESSABLE',
            message: predictionMessages.closed,
          },
          {
            matchId: 999_999,
            status: 'refused',
            prediction: null,
            code: 'NOT_FOUND',
            message: predictionMessages.matchNotFound,
          },
          {
            matchId: toPostpone!.id,
            status: 'refused',
            prediction: null,
            code: 'UNPROCESSABLE',
            message: predictionMessages.postponed,
          },
        ],
        counts: { created: 1, updated: 0, unchanged: 0, refused: 4 },
      },
    });
    expect(await storedPicks(player.id)).toEqual(
      new Map([
        [open!.id, '2:1'],
        [alsoOpen!.id, '1:1'],
      ]),
    );
    // The counter moved by the one new pick only (two in all with the earlier one).
    const [totals] = await queryRows<{ predictions_made: number }>(
      db,
      sql`select predictions_made from player_totals where user_id = ${player.id}`,
    );
    expect(totals?.predictions_made).toBe(2);
  });

  it('creates, updates and leaves unchanged in one go, and a repeat of the whole batch changes nothing', async () => {
    const { matches: round } = await setupRound(t.database.connection.db, 3);
    const [a, b, c] = round;
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, a!.id, '1:0')).statusCode).toBe(201);
    expect((await predict(t.app, player.token, b!.id, '2:2')).statusCode).toBe(201);
    const items = [
      { matchId: a!.id, prediction: '1:0' },
      { matchId: b!.id, prediction: '0:3' },
      { matchId: c!.id, prediction: '4:4' },
    ];
    const first = (await batch(player.token, items)).json().data;
    expect(first.results.map((result: { status: string }) => result.status)).toEqual([
      'unchanged',
      'updated',
      'created',
    ]);
    expect(first.counts).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 0 });
    const again = (await batch(player.token, items)).json();
    expect(again.data.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 });
    expect(again.message).toBe('Predictions: 0 saved, 3 unchanged');
    expect(await storedPicks(player.id)).toEqual(
      new Map([
        [a!.id, '1:0'],
        [b!.id, '0:3'],
        [c!.id, '4:4'],
      ]),
    );
  });

  it('refuses a malformed list as a whole: a match twice, empty, too long, a bad id, no token', async () => {
    const { matches: round } = await setupRound(t.database.connection.db, 1);
    const player = await createPlayer(t.app);
    const id = round[0]!.id;
    const twice = await batch(player.token, [
      { matchId: id, prediction: '1:0' },
      { matchId: id, prediction: '2:0' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'VALIDATION',
      message: matchdayMessages.duplicateMatch(id),
      errors: { 'items.1.matchId': matchdayMessages.duplicateMatch(id) },
    });
    expect((await batch(player.token, [])).json().message).toBe(matchdayMessages.batchEmpty);
    const tooMany = Array.from({ length: 51 }, (_, index) => ({ matchId: index + 1, prediction: '1:0' }));
    expect((await batch(player.token, tooMany)).json().message).toBe(matchdayMessages.batchTooLong);
    expect((await batch(player.token, [{ matchId: 'x', prediction: '1:0' }])).statusCode).toBe(400);
    expect((await batch(player.token, [{ matchId: id, prediction: '1:0', extra: 1 }])).statusCode).toBe(400);
    expect((await batch(undefined, [{ matchId: id, prediction: '1:0' }])).statusCode).toBe(401);
    expect(await storedPicks(player.id)).toEqual(new Map());
  });

  it('saves a full round of 10 for many players at once, every pick answered', async () => {
    const { matches: round } = await setupRound(t.database.connection.db, 10);
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(t.app)));
    const answers = await Promise.all(
      players.map((player, index) =>
        batch(
          player.token,
          round.map((match) => ({ matchId: match.id, prediction: `${index}:${match.id % 3}` })),
        ),
      ),
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.counts).toEqual({ created: 10, updated: 0, unchanged: 0, refused: 0 });
      expect((await storedPicks(players[index]!.id)).size).toBe(10);
    }
  });

  it('keeps the window edges of the single route: open at 10 min + 1 ms, closed at exactly 10 min', async () => {
    const { matches: round } = await setupRound(t.database.connection.db, 1);
    const player = await createPlayer(t.app);
    const id = round[0]!.id;
    t.clock.set(KICKOFF.getTime() - 10 * MIN - 1);
    expect((await batch(player.token, [{ matchId: id, prediction: '1:0' }])).json().data.results[0].status).toBe(
      'created',
    );
    t.clock.set(KICKOFF.getTime() - 10 * MIN);
    const late = (await batch(player.token, [{ matchId: id, prediction: '2:0' }])).json().data.results[0];
    expect(late).toMatchObject({ status: 'refused', code: 'UNPROCESSABLE', prediction: '1:0' });
    // The same score is still a safe retry once closed.
    const retry = (await batch(player.token, [{ matchId: id, prediction: '1:0' }])).json().data.results[0];
    expect(retry).toEqual({ matchId: id, status: 'unchanged', prediction: '1:0' });
  });
});
