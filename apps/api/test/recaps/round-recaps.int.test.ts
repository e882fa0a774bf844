import { recapWords } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { predict, putResult, twoRounds } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';

/** Issue 60 (docs/decisions/117): a player's recap of a completed round, every figure a table's. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

type Entry = { position: number; totalPoints: number; user: { id: number; username: string } };

/** The row of a player in GET /score with a filter, as the leaderboard shows it. */
async function rowOf(token: string, query = '') {
  const board = (await get(t.app, `/score${query}`, { token })).json().data;
  return { me: board.me as Entry | null, results: board.results as Entry[] };
}

describe('round recaps', () => {
  it("equal the round's table, the overall places and the scored facts, round after round", async () => {
    const { r1, r2 } = await twoRounds(t.database.connection.db);
    const ops = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, ops);
    const [ada, bob, cy, dee] = [
      await createPlayer(t.app),
      await createPlayer(t.app),
      await createPlayer(t.app),
      await createPlayer(t.app),
    ];
    for (const [player, first, second] of [
      [ada, '2:1', '0:0'],
      [bob, '1:0', '1:1'],
      [cy, '0:2', '2:0'],
    ] as const) {
      expect((await predict(t.app, player.token, r1.id, first)).statusCode).toBe(201);
      expect((await predict(t.app, player.token, r2.id, second)).statusCode).toBe(201);
    }
    // Before any round is complete there is nothing to recap.
    expect((await get(t.app, '/user/recap', { token: ada.token })).json().data).toBeNull();

    t.clock.set(new Date('2024-03-02T18:00:00Z'));
    expect((await putResult(t.app, ops.token, r1.id, 2, 1)).statusCode).toBe(200);
    await t.settle();
    const first = (await get(t.app, '/user/recap', { token: bob.token })).json().data;
    const round1 = await rowOf(bob.token, '?round=1');
    const overall1 = await rowOf(bob.token);
    expect(first).toMatchObject({
      round: 1,
      stage: expect.any(String),
      player: { id: bob.id, username: bob.username },
      points: round1.me!.totalPoints,
      position: round1.me!.position,
      players: 3,
      overall: { before: null, after: overall1.me!.position },
      bestPick: { matchId: r1.id, prediction: '1:0', result: '2:1', multiplier: 1 },
      winners: { points: round1.results[0]!.totalPoints, users: [{ id: ada.id, username: ada.username }] },
      shareUrl: `/leaderboard/${bob.id}`,
    });
    expect(first.bestPick.points).toBe(first.points);
    // A player without a pick in the round has no recap.
    expect((await get(t.app, '/user/recap', { token: dee.token })).json().data).toBeNull();

    t.clock.set(new Date('2024-03-09T18:00:00Z'));
    expect((await putResult(t.app, ops.token, r2.id, 1, 1)).statusCode).toBe(200);
    await t.settle();
    const second = (await get(t.app, '/user/recap', { token: ada.token })).json().data;
    const round2 = await rowOf(ada.token, '?round=2');
    const overall2 = await rowOf(ada.token);
    expect(second).toMatchObject({
      round: 2,
      points: round2.me!.totalPoints,
      position: round2.me!.position,
      overall: { before: 1, after: overall2.me!.position },
      winners: { points: 5, users: [{ id: bob.id, username: bob.username }] },
    });
    // An earlier round stays as it was, by its number.
    const again = (await get(t.app, `/user/recap?round=1`, { token: bob.token })).json().data;
    expect(again).toEqual(first);

    // Not complete: a 404 that says so; the caller must be signed in.
    const early = await get(t.app, '/user/recap?round=3', { token: ada.token });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(recapWords.notComplete('Round 3'));
    expect((await get(t.app, '/user/recap')).statusCode).toBe(401);

    // The share image: a 1200 × 630 PNG anyone can open; none for a player without a recap.
    const image = await get(t.app, second.imageUrl.replace('/api/v1', ''));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const slug = second.competition.slug as string;
    const none = await get(t.app, `/users/${dee.id}/recap.png?competition=${slug}&round=2`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(recapWords.noRecap);
    expect((await get(t.app, `/users/${ada.id}/recap.png?round=2`)).statusCode).toBe(400);
  });
});
