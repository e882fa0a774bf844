import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PINS, pinMessages } from '@scoreline/contracts';
import { createPlayer } from '../helpers/auth-helpers';
import { defaultSeason } from '../helpers/football-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  addMembers,
  bumpLeaderboard,
  call,
  createLeague,
  seedRankedPlayers,
  type Entry,
  type Player,
} from './league-helpers';

/** "Around me" rows and pinned players, on the global leaderboard and a league's (issue 12). */
let t: TestApp;
let me: Player;
/** Seeded players ranked 1..30 (30 points down to 1); `me` has 15.5 points' worth: between ranks 15 and 16. */
let ranked: number[];

beforeAll(async () => {
  t = await createTestApp({ clockStart: '2024-03-01T12:00:00Z' });
  const db = t.database.connection.db;
  ranked = await seedRankedPlayers(
    db,
    Array.from({ length: 30 }, (_, index) => [30 - index, 0, 0] as [number, number, number]),
  );
  me = await createPlayer(t.app);
  // 15 points with an exact score: above the seeded 15 (no exact), below 16.
  const { competitionId, season } = await defaultSeason(db);
  await db.execute(sql`insert into player_totals (competition_id, season, user_id, predictions_made, points, scored,
                                                  exact, outcomes)
                       values (${competitionId}, ${season}, ${me.id}, 1, 15, 1, 1, 1)`);
  await bumpLeaderboard(db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const ids = (entries: Entry[]) => entries.map((entry) => entry.user.id);
const positions = (entries: Entry[]) => entries.map((entry) => entry.position);

describe('around me', () => {
  it('answers the rows just above and below me in the same filter, only when asked', async () => {
    const board = (await call(t.app, 'GET', '/score?around=me&size=3', me.token)).json().data;
    expect(board.me.position).toBe(16);
    expect(positions(board.around)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(ids(board.around)).toEqual([...ranked.slice(10, 15), me.id, ...ranked.slice(15, 20)]);
    expect(board.results).toHaveLength(3);
    expect((await call(t.app, 'GET', '/score', me.token)).json().data.around).toBeNull();
    expect((await call(t.app, 'GET', '/score?around=me', undefined)).json().data.around).toEqual([]);
    const wrong = await call(t.app, 'GET', '/score?around=you', me.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.around).toBe("around can only be 'me'");
  });

  it('stops at the top of a league, with league positions', async () => {
    const league = await createLeague(t.app, me.token, 'Around');
    await addMembers(t.database.connection.db, league.id, [
      ranked[0]!,
      ranked[20]!,
      ranked[25]!,
      ...ranked.slice(5, 8),
    ]);
    const board = (await call(t.app, 'GET', `/private-leagues/${league.id}/score?around=me`, me.token)).json().data;
    // League order: ranks 1, 6, 7, 8, me, 21, 26.
    expect(ids(board.around)).toEqual([ranked[0], ...ranked.slice(5, 8), me.id, ranked[20], ranked[25]]);
    expect(positions(board.around)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(board.me.position).toBe(5);
  });
});

describe('pins', () => {
  it('pins, lists, refuses myself, unknown players and the 21st, and unpins', async () => {
    const first = await call(t.app, 'POST', '/pins', me.token, { userId: ranked[3]! });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(pinMessages.pinned);
    const again = await call(t.app, 'POST', '/pins', me.token, { userId: ranked[3]! });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(pinMessages.alreadyPinned);
    const self = await call(t.app, 'POST', '/pins', me.token, { userId: me.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(pinMessages.cannotPinSelf);
    const unknown = await call(t.app, 'POST', '/pins', me.token, { userId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(pinMessages.playerNotFound);

    // Sent together, the pins still stop at the cap.
    const rest = await Promise.all(
      ranked.slice(4, 4 + MAX_PINS).map((userId) => call(t.app, 'POST', '/pins', me.token, { userId })),
    );
    expect(rest.filter((response) => response.statusCode === 201)).toHaveLength(MAX_PINS - 1);
    const refused = rest.find((response) => response.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ message: pinMessages.tooMany, code: 'UNPROCESSABLE' });

    const list = (await call(t.app, 'GET', '/pins', me.token)).json().data;
    expect(list.max).toBe(MAX_PINS);
    expect(list.pins).toHaveLength(MAX_PINS);
    expect(list.pins[0]).toMatchObject({ user: { id: ranked[3] }, pinnedAt: '2024-03-01T12:00:00.000Z' });

    const unpinned = await call(t.app, 'DELETE', `/pins/${ranked[3]!}`, me.token);
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.json().data.pins).toHaveLength(MAX_PINS - 1);
    const missing = await call(t.app, 'DELETE', `/pins/${ranked[3]!}`, me.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(pinMessages.notPinned);
    expect((await call(t.app, 'GET', '/pins', undefined)).statusCode).toBe(401);
  });

  it('shows my pinned players on the leaderboards, with their positions, and marks them', async () => {
    const db = t.database.connection.db;
    await db.execute(sql`delete from pins where user_id = ${me.id}`);
    for (const userId of [ranked[28]!, ranked[1]!, ranked[12]!]) {
      expect((await call(t.app, 'POST', '/pins', me.token, { userId })).statusCode).toBe(201);
    }
    const board = (await call(t.app, 'GET', '/score?size=5', me.token)).json().data;
    expect(board.pinned.map((entry: Entry) => [entry.position, entry.user.id, entry.isPinned])).toEqual([
      [2, ranked[1], true],
      [13, ranked[12], true],
      [30, ranked[28], true],
    ]);
    expect(board.results.map((entry: Entry) => entry.isPinned)).toEqual([false, true, false, false, false]);
    expect(board.me.isPinned).toBe(false);
    // Signed out: nobody is pinned.
    const guest = (await call(t.app, 'GET', '/score?size=5', undefined)).json().data;
    expect(guest.pinned).toEqual([]);
    expect(guest.results.some((entry: Entry) => entry.isPinned)).toBe(false);

    // In a league only the members among them, at their league positions.
    const league = await createLeague(t.app, me.token, 'Pinned');
    await addMembers(db, league.id, [ranked[12]!, ranked[20]!, ranked[28]!]);
    const inLeague = (await call(t.app, 'GET', `/private-leagues/${league.id}/score`, me.token)).json().data;
    expect(inLeague.pinned.map((entry: Entry) => [entry.position, entry.user.id])).toEqual([
      [1, ranked[12]],
      [4, ranked[28]],
    ]);
  });
});
