import { eq, sql } from 'drizzle-orm';
import { competitionMessages, privateLeagueMessages, type LeaguePicks } from '@scoreline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { matches } from '../../src/db/schema';
import { LEAGUE_PICKS_PER_PLAYER_PER_MINUTE } from '../../src/http-limits';
import { createPlayer, makeOperator } from '../helpers/auth-helpers';
import { KICKOFF, MIN, predict, putResult, setupRound } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createLeague, createPlayers, joinLeague, type Player } from './league-helpers';

/**
 * Issue 59 (ADR 109): a private league's picks grid. Round 1 has three matches: m0 finishes 2:1 (scored), m1 is live,
 * m2 has not kicked off. The owner p0 and the members p1, p2 predicted; p3 predicted too but is not a member.
 */
let t: TestApp;
let p: Player[];
let leagueId: number;
let m: number[];

const picksOf = async (viewer: Player, query = '') => {
  const response = await call(t.app, 'GET', `/private-leagues/${leagueId}/picks${query}`, viewer.token);
  return { response, grid: response.json().data as LeaguePicks };
};
const row = (grid: LeaguePicks, player: Player) => grid.members.find((member) => member.user.id === player.id)!;
const cells = (grid: LeaguePicks, player: Player) =>
  row(grid, player).picks.map(({ matchId, prediction }) => [m.indexOf(matchId), prediction]);

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.com' }, clockStart: '2024-03-01T12:00:00Z' });
  const round = await setupRound(t.database.connection.db, 3);
  m = round.matches.map((match) => match.id);
  p = await createPlayers(t.app, 4);
  const picks: [number, number, string][] = [
    [0, 0, '2:1'],
    [0, 1, '1:1'],
    [0, 2, '0:0'],
    [1, 0, '1:0'],
    [1, 1, '0:2'],
    [1, 2, '3:3'],
    [2, 0, '0:3'],
    [3, 0, '2:1'],
    [3, 2, '4:4'],
  ];
  for (const [player, match, prediction] of picks) {
    expect((await predict(t.app, p[player]!.token, m[match], prediction)).statusCode).toBe(201);
  }
  // p1 plays the round's joker on m1 (issue 59, ADR 108).
  expect((await call(t.app, 'PUT', `/match/${m[1]!}/joker`, p[1]!.token)).statusCode).toBe(200);
  const league = await createLeague(t.app, p[0]!.token, 'Picks league');
  leagueId = league.id;
  for (const index of [1, 2]) {
    expect((await joinLeague(t.app, p[index]!.token, league.invitationCode)).statusCode).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('GET /private-leagues/{id}/picks before kick-off', () => {
  it("shows each member their own picks and nobody else's", async () => {
    const { response, grid } = await picksOf(p[1]!, '?round=1');
    expect(response.statusCode).toBe(200);
    expect(grid.round).toBe(1);
    expect(grid.matches.map((match) => [match.id, match.picksPublic])).toEqual(m.map((id) => [id, false]));
    // The owner first, then the members (who joined at the same instant: by sign-up).
    expect(grid.members[0]!.user.id).toBe(p[0]!.id);
    expect(grid.members.map((member) => member.user.id).sort()).toEqual([p[0]!.id, p[1]!.id, p[2]!.id].sort());
    expect(cells(grid, p[1]!)).toEqual([
      [0, '1:0'],
      [1, '0:2'],
      [2, '3:3'],
    ]);
    expect(row(grid, p[0]!).picks).toEqual([]);
    expect(row(grid, p[2]!).picks).toEqual([]);
    // Not a trace of the others' scores anywhere in the answer.
    for (const hidden of ['2:1', '1:1', '0:0', '0:3']) expect(response.body).not.toContain(`"${hidden}"`);
    // No points before a match is scored; the viewer's own joker is theirs to see.
    expect(row(grid, p[1]!).picks.every((pick) => pick.points === null && pick.multiplier === null)).toBe(true);
    expect(row(grid, p[1]!).picks.map((pick) => pick.joker)).toEqual([false, true, false]);
    // Nobody else's: p0 sees no pick of p1, joker or not.
    expect(row((await picksOf(p[0]!, '?round=1')).grid, p[1]!).picks).toEqual([]);
  });
});

describe('GET /private-leagues/{id}/picks after kick-off', () => {
  beforeAll(async () => {
    const operator = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, operator);
    t.clock.set(KICKOFF.getTime() + 150 * MIN);
    expect((await putResult(t.app, operator.token, m[0]!, 2, 1)).statusCode).toBe(200);
    await t.settle();
    await t.database.connection.db.update(matches).set({ status: '1H' }).where(eq(matches.id, m[1]!));
  }, 60_000);

  it("shows the members' picks of the finished and the live match, and still hides the one not started", async () => {
    const { grid, response } = await picksOf(p[2]!, '?round=1');
    expect(grid.matches.map((match) => match.picksPublic)).toEqual([true, true, false]);
    expect(cells(grid, p[0]!)).toEqual([
      [0, '2:1'],
      [1, '1:1'],
    ]);
    expect(cells(grid, p[1]!)).toEqual([
      [0, '1:0'],
      [1, '0:2'],
    ]);
    expect(cells(grid, p[2]!)).toEqual([[0, '0:3']]);
    expect(response.body).not.toContain('"3:3"');
    // The stranger's picks are not the league's.
    expect(grid.members.some((member) => member.user.id === p[3]!.id)).toBe(false);
    // The live match is not scored yet: a pick without points; p1's joker on it is shown from kick-off.
    expect(row(grid, p[0]!).picks[1]).toMatchObject({ points: null, multiplier: null, joker: false });
    expect(row(grid, p[1]!).picks[1]).toMatchObject({ prediction: '0:2', points: null, joker: true });
  });

  it('gives the points of the scored facts, multiplier included', async () => {
    const facts = await queryRows<{ user_id: number; points: number; multiplier: number }>(
      t.database.connection.db,
      sql`select user_id, points, multiplier from scored_predictions where match_id = ${m[0]!}`,
    );
    const { grid } = await picksOf(p[0]!, '?round=1');
    for (const player of p.slice(0, 3)) {
      const fact = facts.find((one) => one.user_id === player.id)!;
      expect(row(grid, player).picks[0]).toMatchObject({ points: fact.points, multiplier: fact.multiplier });
      expect(row(grid, player).points).toBe(fact.points);
    }
    // The exact score is worth the most; a wrong outcome nothing.
    expect(row(grid, p[0]!).points).toBeGreaterThan(row(grid, p[1]!).points);
    expect(row(grid, p[2]!).points).toBe(0);
    // A fact changed (as a joker's rescoring would) is what the grid shows: nothing is worked out from the scores.
    await t.database.connection.db.execute(
      sql`update scored_predictions set points = points * 2, multiplier = 2
          where match_id = ${m[0]!} and user_id = ${p[0]!.id}`,
    );
    const doubled = (await picksOf(p[1]!, '?round=1')).grid;
    const own = facts.find((one) => one.user_id === p[0]!.id)!;
    expect(row(doubled, p[0]!).picks[0]).toMatchObject({ points: own.points * 2, multiplier: 2 });
  });

  it('answers one match when asked for it, with the same rule', async () => {
    const live = (await picksOf(p[1]!, `?match=${m[1]!}`)).grid;
    expect(live.round).toBeNull();
    expect(live.matches.map((match) => match.id)).toEqual([m[1]]);
    const predictions = (grid: LeaguePicks) =>
      p.slice(0, 3).map((player) => row(grid, player).picks.map((pick) => pick.prediction));
    expect(predictions(live)).toEqual([['1:1'], ['0:2'], []]);
    const notStarted = await picksOf(p[1]!, `?match=${m[2]!}`);
    expect(predictions(notStarted.grid)).toEqual([[], ['3:3'], []]);
    expect(notStarted.response.body).not.toContain('"0:0"');
  });

  it('opens on the current round of the league’s first competition', async () => {
    const { grid } = await picksOf(p[0]!);
    expect(grid.round).toBe(1);
    expect(grid.competition?.slug).toBeTruthy();
    expect(grid.stages.length).toBeGreaterThan(0);
    expect(grid.matches).toHaveLength(3);
  });
});

describe('GET /private-leagues/{id}/picks refused', () => {
  it('is for members only: 404 to a stranger, as every league route, and 401 signed out', async () => {
    const stranger = await call(t.app, 'GET', `/private-leagues/${leagueId}/picks?round=1`, p[3]!.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(privateLeagueMessages.leagueNotFound);
    expect(stranger.body).not.toContain('"2:1"');
    expect((await call(t.app, 'GET', `/private-leagues/999999/picks`, p[0]!.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/private-leagues/${leagueId}/picks`, undefined)).statusCode).toBe(401);
  });

  it.each([
    ['?round=0', undefined],
    ['?round=abc', undefined],
    ['?round=1&match=1', privateLeagueMessages.picksRoundOrMatch],
    ['?competition=all', competitionMessages.allNotHere],
    ['?competition=la-liga-2099-00', privateLeagueMessages.competitionNotPlayed],
    ['?round=99', undefined],
    ['?match=0', undefined],
    ['?colour=red', undefined],
  ])('answers 400 to %s', async (query, message) => {
    const response = await call(t.app, 'GET', `/private-leagues/${leagueId}/picks${query}`, p[0]!.token);
    expect(response.statusCode).toBe(400);
    if (message) expect(JSON.stringify(response.json())).toContain(message);
  });

  it('counts the calls per player, whatever their addresses (429 past the limit)', async () => {
    const [caller] = await createPlayers(t.app, 1);
    const url = `/private-leagues/${leagueId}/picks`;
    for (let index = 0; index < LEAGUE_PICKS_PER_PLAYER_PER_MINUTE; index += 1) {
      expect((await call(t.app, 'GET', url, caller!.token)).statusCode).toBe(404);
    }
    const refused = await call(t.app, 'GET', url, caller!.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown match', async () => {
    expect((await call(t.app, 'GET', `/private-leagues/${leagueId}/picks?match=999999`, p[0]!.token)).statusCode).toBe(
      404,
    );
  });
});
