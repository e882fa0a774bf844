import type { AddressInfo } from 'node:net';
import { errorMessages, predictionMessages } from '@scoreline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { KICKOFF, MIN, predict, setupRound } from '../helpers/prediction-fixtures';
import { openStream } from '../helpers/sse-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** issue 13: an operator records a goal while a match is played; streams and provisional points follow at once. */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({
    clockStart: '2024-03-02T12:00:00Z',
    env: { ADMIN_EMAILS: 'ops@example.com', LIVE_POLL_MS: '100', LIVE_HEARTBEAT_MS: '300' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => t.close());

const putLive = (token: string | undefined, matchId: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/matches/${matchId}/live`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });

describe('PUT /admin/matches/{id}/live', () => {
  it('records a goal while the match is played: the stream tells it, the pick earns provisional points', async () => {
    const {
      matches: [match],
    } = await setupRound(t.database.connection.db);
    const ops = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, ops);
    const player = await createPlayer(t.app);
    expect((await predict(t.app, player.token, match!.id, '1:0')).statusCode).toBe(201);

    // Before kick-off there is nothing being played.
    const early = await putLive(ops.token, match!.id, { home: 1, away: 0, elapsed: 12 });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(predictionMessages.liveScoreNotPlaying);

    t.clock.set(KICKOFF.getTime() + 20 * MIN);
    const stream = await openStream(`${base}/live`);
    try {
      const goal = await putLive(ops.token, match!.id, { home: 1, away: 0, elapsed: 17 });
      expect(goal.statusCode).toBe(200);
      expect(goal.json()).toMatchObject({ message: predictionMessages.liveScoreSaved });
      expect(goal.json().data).toMatchObject({ status: '1H', goals: { home: 1, away: 0 } });
      const event = await stream.next((each) => each.event === 'score' && JSON.parse(each.data).home === 1);
      expect(JSON.parse(event.data)).toMatchObject({ matchId: match!.id, status: '1H', home: 1, away: 0 });

      const seen = (await get(t.app, `/match/${match!.id}`, { token: player.token })).json().data;
      expect(seen.predictions[0]).toMatchObject({ prediction: '1:0', points: null, provisionalPoints: 5 });

      // The visitors equalise after half time: the pick would now earn nothing.
      expect((await putLive(ops.token, match!.id, { home: 1, away: 1, elapsed: 63 })).json().data.status).toBe('2H');
      const after = (await get(t.app, `/match/${match!.id}`, { token: player.token })).json().data;
      expect(after.predictions[0]).toMatchObject({ provisionalPoints: 0 });
    } finally {
      stream.close();
    }
  });

  it("is an operator's: a player gets 403, a visitor 401, a minute of 0 a 400", async () => {
    const {
      matches: [match],
    } = await setupRound(t.database.connection.db);
    const player = await createPlayer(t.app);
    t.clock.set(KICKOFF.getTime() + 20 * MIN);
    const byPlayer = await putLive(player.token, match!.id, { home: 1, away: 0, elapsed: 20 });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(errorMessages.forbidden);
    expect((await putLive(undefined, match!.id, { home: 1, away: 0, elapsed: 20 })).statusCode).toBe(401);
    expect((await putLive(player.token, match!.id, { home: 1, away: 0, elapsed: 0 })).statusCode).toBe(400);
  });
});
