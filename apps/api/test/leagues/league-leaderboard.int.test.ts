import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, makeOperator } from '../helpers/auth-helpers';
import { predict, putResult, twoRounds } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createLeague, createPlayers, joinLeague, type Entry, type Player } from './league-helpers';

/**
 * A league's leaderboard is the global one restricted to its members (issue 12): same order, points and statistics,
 * positions renumbered 1..n; movement compares places within the league; round winners share a tie.
 */
let t: TestApp;
let p: Player[];
let leagueId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
  const { r1, r2 } = await twoRounds(t.database.connection.db);
  const operator = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, operator);
  p = await createPlayers(t.app, 7);
  // Round 1 ends 2:1, round 2 ends 1:1. Totals: p0 10, p1 10, p2 7, p3 6, p4 3, p5 2, p6 0.
  const picks: [string, string | undefined][] = [
    ['2:1', '1:1'],
    ['2:1', '1:1'],
    ['1:0', '1:1'],
    ['3:1', '2:2'],
    ['0:0', '0:0'],
    ['2:0', '0:1'],
    ['1:2', undefined],
  ];
  for (const [index, [first, second]] of picks.entries()) {
    expect((await predict(t.app, p[index]!.token, r1.id, first)).statusCode).toBe(201);
    if (second) expect((await predict(t.app, p[index]!.token, r2.id, second)).statusCode).toBe(201);
  }
  t.clock.set('2024-03-03T12:00:00Z');
  expect((await putResult(t.app, operator.token, r1.id, 2, 1)).statusCode).toBe(200);
  t.clock.set('2024-03-10T12:00:00Z');
  expect((await putResult(t.app, operator.token, r2.id, 1, 1)).statusCode).toBe(200);
  await t.settle();

  // p1 and p4 are not members: they sit between members on the global leaderboard.
  const league = await createLeague(t.app, p[0]!.token, 'Rivals');
  leagueId = league.id;
  for (const index of [2, 3, 5, 6]) {
    expect((await joinLeague(t.app, p[index]!.token, league.invitationCode)).statusCode).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
});

const comparable = (entry: Entry & { stats: Record<string, unknown> }) => ({
  id: entry.user.id,
  username: entry.user.username,
  points: entry.totalPoints,
  stats: { ...entry.stats, progressIndicator: undefined },
});

describe('a private league leaderboard', () => {
  it.each(['', 'round=1', 'round=2', 'start=2024-03-01&end=2024-03-05', 'start=2024-03-08&end=2024-03-31'])(
    'equals the global one filtered to the members, renumbered (%s)',
    async (filter) => {
      const viewer = p[3]!;
      const global = (await call(t.app, 'GET', `/score?size=100&${filter}`, viewer.token)).json().data;
      const league = await call(t.app, 'GET', `/private-leagues/${leagueId}/score?size=100&${filter}`, viewer.token);
      expect(league.statusCode).toBe(200);
      const board = league.json().data;
      // The owner first, then the others in the order they joined.
      const memberIds = [0, 2, 3, 5, 6].map((index) => p[index]!.id);
      const ranked = global.results.filter((entry: Entry) => memberIds.includes(entry.user.id));
      expect(ranked.length).toBeGreaterThan(0);
      // issue 55: members with no scored pick in the filter follow, with 0.
      const unranked = memberIds
        .filter((id) => !ranked.some((entry: Entry) => entry.user.id === id))
        .map((id) => ({
          user: { id, username: p.find((player) => player.id === id)!.username },
          totalPoints: 0,
          stats: {
            previous_round_score: 0,
            average_points_per_prediction: 0,
            exact_scores: 0,
            correct_outcomes: 0,
            scored_predictions: 0,
          },
        }));
      const expected = [...ranked, ...unranked];
      expect(board.results.map(comparable)).toEqual(expected.map(comparable));
      expect(board.results.map((entry: Entry) => entry.position)).toEqual(expected.map((_: Entry, i: number) => i + 1));
      expect(board.total).toBe(expected.length);
      expect(board.filter).toEqual(global.filter);
      expect(board.league).toEqual({ id: leagueId, leagueName: 'Rivals' });
      const mine = board.results.find((entry: Entry) => entry.user.id === viewer.id);
      expect(board.me).toEqual(mine ?? null);
    },
  );

  it('lists every member: those with no scored pick at the bottom with 0 (issue 55)', async () => {
    const newcomer = (await createPlayers(t.app, 1))[0]!;
    const league = await createLeague(t.app, newcomer.token, 'Newcomers');
    expect((await joinLeague(t.app, p[4]!.token, league.invitationCode)).statusCode).toBe(200);
    expect((await joinLeague(t.app, p[6]!.token, league.invitationCode)).statusCode).toBe(200);
    const board = (await call(t.app, 'GET', `/private-leagues/${league.id}/score`, newcomer.token)).json().data;
    expect(board.results.map((entry: Entry) => [entry.position, entry.user.id, entry.totalPoints])).toEqual([
      [1, p[4]!.id, 3],
      [2, p[6]!.id, 0],
      [3, newcomer.id, 0],
    ]);
    expect(board.total).toBe(3);
    expect(board.me).toMatchObject({ position: 3, user: { id: newcomer.id }, totalPoints: 0 });
    const round2 = (await call(t.app, 'GET', `/private-leagues/${league.id}/score?round=2`, p[6]!.token)).json().data;
    // p6 picked nothing in round 2: unranked there, listed after p4 in the order they joined.
    expect(round2.results.map((entry: Entry) => [entry.user.id, entry.totalPoints])).toEqual([
      [p[4]!.id, 3],
      [newcomer.id, 0],
      [p[6]!.id, 0],
    ]);
    expect(round2.me).toMatchObject({ position: 3, totalPoints: 0 });
  });

  it('pages like GET /score', async () => {
    const page = (await call(t.app, 'GET', `/private-leagues/${leagueId}/score?page=2&size=2`, p[6]!.token)).json()
      .data;
    expect(page.results.map((entry: Entry) => [entry.position, entry.user.id])).toEqual([
      [3, p[3]!.id],
      [4, p[5]!.id],
    ]);
    expect(page.me).toMatchObject({ position: 5, user: { id: p[6]!.id } });
  });

  it('shows movement within the league', async () => {
    const board = (await call(t.app, 'GET', `/private-leagues/${leagueId}/score`, p[0]!.token)).json().data;
    const movement = Object.fromEntries(
      board.results.map((entry: Entry) => [entry.user.id, entry.stats.progressIndicator]),
    );
    // After round 1 the league read p0, p3, p2, p5, p6; after round 2 p0, p2, p3, p5, p6. Globally p5 went down
    // (p4, not a member, passed them); within the league they kept their place.
    expect(movement).toEqual({
      [p[0]!.id]: 'SAME',
      [p[2]!.id]: 'UP',
      [p[3]!.id]: 'DOWN',
      [p[5]!.id]: 'SAME',
      [p[6]!.id]: 'SAME',
    });
    const global = (await call(t.app, 'GET', '/score', p[0]!.token)).json().data;
    expect(global.results.find((entry: Entry) => entry.user.id === p[5]!.id).stats.progressIndicator).toBe('DOWN');
  });

  it("names the latest completed round's winners among the members, ties sharing it", async () => {
    const board = (await call(t.app, 'GET', `/private-leagues/${leagueId}/score?round=1`, p[2]!.token)).json().data;
    expect(board.latest_completed_round).toBe(2);
    // Round 2: p0 and p2 scored 5 (p1 too, but p1 is not a member).
    // Joint winners come in the published tie-break order, which ends with sign-up order (these players signed up
    // together, in no fixed order).
    expect(board.roundWinners).toEqual({
      round: 2,
      points: 5,
      users: expect.arrayContaining([
        { id: p[0]!.id, username: p[0]!.username, profile_picture: null },
        { id: p[2]!.id, username: p[2]!.username, profile_picture: null },
      ]),
    });
    expect(board.roundWinners.users).toHaveLength(2);
  });

  it('lists each of my leagues with my overall position within it', async () => {
    const mine = (await call(t.app, 'GET', '/private-leagues', p[3]!.token)).json().data.leagues;
    expect(mine).toEqual([expect.objectContaining({ id: leagueId, memberCount: 5, myPosition: 3 })]);
  });

  it('answers 400 for a round the season does not have, and 404 to a non-member', async () => {
    const bad = await call(t.app, 'GET', `/private-leagues/${leagueId}/score?round=99`, p[0]!.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['round']);
    expect((await call(t.app, 'GET', `/private-leagues/${leagueId}/score`, p[1]!.token)).statusCode).toBe(404);
  });
});

describe('the round said out loud (issue 59): its winners and biggest climber', () => {
  type Row = { position: number; user: { id: number }; stats: { previous_round_score: number } };
  const positions = async (path: string) => {
    const board = (await call(t.app, 'GET', path, p[0]!.token)).json().data;
    return new Map<number, number>(board.results.map((entry: Row) => [entry.user.id, entry.position]));
  };

  it("names the game's round winners and the player who gained the most overall places", async () => {
    const answer = await call(t.app, 'GET', '/score/highlights', undefined);
    expect(answer.statusCode).toBe(200);
    const highlights = answer.json().data;
    // Round 2's table: its winners are those with its most points.
    const round = (await call(t.app, 'GET', '/score?round=2&size=100', p[0]!.token)).json().data.results as (Row & {
      totalPoints: number;
    })[];
    const best = Math.max(...round.map((entry) => entry.totalPoints));
    expect(highlights).toMatchObject({ round: 2, winners: { points: best } });
    expect(highlights.winners.users.map((user: { id: number }) => user.id).sort()).toEqual(
      round
        .filter((entry) => entry.totalPoints === best)
        .map((entry) => entry.user.id)
        .sort(),
    );
    // The overall places after round 1 are round 1's table (the first round); after round 2, the overall table.
    const before = await positions('/score?round=1&size=100');
    const now = await positions('/score?size=100');
    const gains = [...now].flatMap(([id, to]) => {
      const from = before.get(id);
      return from !== undefined && from > to ? [{ id, from, to }] : [];
    });
    const most = Math.max(...gains.map((gain) => gain.from - gain.to));
    const expected = gains.filter((gain) => gain.from - gain.to === most).sort((a, b) => a.to - b.to)[0]!;
    expect(highlights.climber).toMatchObject({ user: { id: expected.id }, from: expected.from, to: expected.to });
  });

  it("names the league's climber within the league: p2 went from 3rd to 2nd among the members", async () => {
    const board = (await call(t.app, 'GET', `/private-leagues/${leagueId}/score`, p[3]!.token)).json().data;
    expect(board.roundClimber).toEqual({
      round: 2,
      user: { id: p[2]!.id, username: p[2]!.username, profile_picture: null },
      from: 3,
      to: 2,
    });
  });

  it("refuses 'all' (no round spans competitions) and an unknown competition", async () => {
    const all = await call(t.app, 'GET', '/score/highlights?competition=all', undefined);
    expect(all.statusCode).toBe(400);
    expect(Object.keys(all.json().errors)).toEqual(['competition']);
    expect((await call(t.app, 'GET', '/score/highlights?competition=serie-a-2030-31', undefined)).statusCode).toBe(404);
  });
});
