import { eq, sql } from 'drizzle-orm';
import { predictionMessages } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { predictionChanges } from '../../src/db/schema';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { KICKOFF, MIN, predict, putResult, setupRound } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';

/** issue 13: a pick can be changed until the deadline; the latest saved pick is the one scored. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com', setupTimeout: 180_000 });

async function changesOf(userId: number) {
  return t.database.connection.db
    .select()
    .from(predictionChanges)
    .where(eq(predictionChanges.userId, userId))
    .orderBy(predictionChanges.id);
}

describe('changing a pick (POST /prediction)', () => {
  it('updates while the window is open, up to 10 min + 1 ms before kick-off, and keeps the audit trail', async () => {
    const {
      matches: [match],
    } = await setupRound(t.database.connection.db);
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, match!.id, '1:0')).statusCode).toBe(201);

    t.clock.set('2024-03-01T18:30:00Z');
    const changed = await predict(t.app, player.token, match!.id, '2:2');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      message: predictionMessages.updated,
      data: { matchId: match!.id, prediction: '2:2', points: null },
    });
    // The same score again is a safe retry, and writes no change.
    const retry = await predict(t.app, player.token, match!.id, ' 2:2');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe(predictionMessages.alreadySaved);

    t.clock.set(KICKOFF.getTime() - 10 * MIN - 1);
    expect((await predict(t.app, player.token, match!.id, '0:1')).statusCode).toBe(200);

    const trail = await changesOf(player.id);
    expect(
      trail.map((row) => ({
        match: row.matchId,
        from: `${row.oldHomeGoals}:${row.oldAwayGoals}`,
        to: `${row.newHomeGoals}:${row.newAwayGoals}`,
        at: row.changedAt.toISOString(),
      })),
    ).toEqual([
      { match: match!.id, from: '1:0', to: '2:2', at: '2024-03-01T18:30:00.000Z' },
      { match: match!.id, from: '2:2', to: '0:1', at: new Date(KICKOFF.getTime() - 10 * MIN - 1).toISOString() },
    ]);
    // One pick, counted once in the player's predictions made.
    const [totals] = await queryRows<{ predictions_made: number }>(
      t.database.connection.db,
      sql`select predictions_made from player_totals where user_id = ${player.id}`,
    );
    expect(totals?.predictions_made).toBe(1);
    const shown = (await get(t.app, `/match/${match!.id}`, { token: player.token })).json().data;
    expect(shown.predictions).toEqual([
      { prediction: '0:1', points: null, rule: null, provisionalPoints: null, provisionalRule: null, joker: false },
    ]);
  });

  it('refuses a change at exactly 10 minutes before kick-off and after, keeping the last saved pick', async () => {
    const {
      matches: [match],
    } = await setupRound(t.database.connection.db);
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, match!.id, '1:0')).statusCode).toBe(201);
    for (const at of [KICKOFF.getTime() - 10 * MIN, KICKOFF.getTime() + 5 * MIN]) {
      t.clock.set(at);
      const late = await predict(t.app, player.token, match!.id, '3:3');
      expect(late.statusCode).toBe(422);
      expect(late.json()).toMatchObject({ code: 'UNPROCESSABLE', message: predictionMessages.closed });
      // A retry of the saved score still answers 200 once closed.
      expect((await predict(t.app, player.token, match!.id, '1:0')).statusCode).toBe(200);
    }
    expect(await changesOf(player.id)).toEqual([]);
  });

  it('lets concurrent changes of one pick take turns: one row, each change in the trail', async () => {
    const {
      matches: [match],
    } = await setupRound(t.database.connection.db);
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, match!.id, '0:0')).statusCode).toBe(201);
    const scores = ['1:0', '2:0', '3:0', '4:0'];
    const answers = await Promise.all(scores.map((score) => predict(t.app, player.token, match!.id, score)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const trail = await changesOf(player.id);
    expect(trail).toHaveLength(4);
    // Each change replaced the pick the one before it left: the trail is a chain from 0:0 to the pick stored.
    let current = '0:0';
    for (const row of trail) {
      expect(`${row.oldHomeGoals}:${row.oldAwayGoals}`).toBe(current);
      current = `${row.newHomeGoals}:${row.newAwayGoals}`;
    }
    const shown = (await get(t.app, `/match/${match!.id}`, { token: player.token })).json().data;
    expect(shown.predictions[0].prediction).toBe(current);
  });
});

describe('scoring counts only the last pick', () => {
  it('scores the changed pick, and a correction after moves the totals by the last pick only', async () => {
    const {
      matches: [match],
    } = await setupRound(t.database.connection.db);
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const changer = await createPlayer(t.app);
    const steady = await createPlayer(t.app);
    expect((await predict(t.app, changer.token, match!.id, '2:1')).statusCode).toBe(201);
    expect((await predict(t.app, steady.token, match!.id, '2:1')).statusCode).toBe(201);
    expect((await predict(t.app, changer.token, match!.id, '0:0')).statusCode).toBe(200);

    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    expect((await putResult(t.app, admin.token, match!.id, 2, 1)).statusCode).toBe(200);
    await t.settle();
    const points = async () => {
      const board = (await get(t.app, '/score?size=100')).json().data;
      return new Map(
        board.results.map((entry: { user: { id: number }; totalPoints: number }) => [entry.user.id, entry.totalPoints]),
      );
    };
    // 2:1 final: the steady 2:1 is exact (5); the changer's last pick 0:0 is wrong (0), not their first 2:1.
    expect(await points()).toEqual(
      new Map([
        [steady.id, 5],
        [changer.id, 0],
      ]),
    );
    const mine = (await get(t.app, `/match/${match!.id}`, { token: changer.token })).json().data;
    expect(mine.predictions).toEqual([
      { prediction: '0:0', points: 0, rule: 'none', provisionalPoints: null, provisionalRule: null, joker: false },
    ]);

    // Corrected to 0:0: the changer's last pick is now exact, the steady one earns nothing.
    expect((await putResult(t.app, admin.token, match!.id, 0, 0)).statusCode).toBe(200);
    await t.settle();
    expect(await points()).toEqual(
      new Map([
        [changer.id, 5],
        [steady.id, 0],
      ]),
    );
  });
});
