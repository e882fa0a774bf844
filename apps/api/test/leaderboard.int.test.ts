import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { matches } from '../src/db/schema';
import { createPlayer, get, post, makeOperator } from './helpers/auth-helpers';
import { seedMatch } from './helpers/football-fixtures';
import {
  KICKOFF,
  MIN,
  predict as predictAs,
  putResult as putResultAs,
  setupRound,
  twoRounds as twoRoundsIn,
} from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const predict = (token: string, matchId: unknown, prediction: unknown) => predictAs(t.app, token, matchId, prediction);
const putResult = (token: string, matchId: number, home: number, away: number) =>
  putResultAs(t.app, token, matchId, home, away);
const setup = (matchCount = 1) => setupRound(t.database.connection.db, matchCount);
const twoRounds = () => twoRoundsIn(t.database.connection.db);
/** The overall board's rows as [player id, position, movement arrow]. */
const movementRows = async () =>
  (await get(t.app, '/score'))
    .json()
    .data.results.map((entry: { user: { id: number }; position: number; stats: { progressIndicator: string } }) => [
      entry.user.id,
      entry.position,
      entry.stats.progressIndicator,
    ]);

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
    const again = await t.app.deps.scoring.scoreMatch(match!.id);
    expect(again.changed).toBe(0);
    expect(await t.app.deps.scoring.scorePending()).toEqual([]);

    await t.settle(); // the badges of the completed round
    const board = (await get(t.app, '/score')).json().data;
    expect(
      board.results.map((entry: { user: { id: number }; totalPoints: number }) => [entry.user.id, entry.totalPoints]),
    ).toEqual([
      [exact.id, 5],
      [bucket.id, 3],
      [outcome.id, 2],
      [wrong.id, 0],
    ]);
    // The round winner holds badges; a player on 0 points holds none (issue 11).
    expect(board.results[3].hasABadge).toBe(false);
    expect(board.results[0]).toMatchObject({
      position: 1,
      hasABadge: true,
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
      competitionId: league.id,
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

  it('rewrites on a correction only the aggregates it moves', async () => {
    const {
      matches: [match],
    } = await setup();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const [exact, next, away] = [await createPlayer(t.app), await createPlayer(t.app), await createPlayer(t.app)];
    await predict(exact.token, match!.id, '2:1');
    await predict(next.token, match!.id, '3:1');
    await predict(away.token, match!.id, '0:2');
    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    await putResult(admin.token, match!.id, 2, 1);
    // Row versions (xmin) tell which rows a statement rewrote.
    const versions = async (table: string) =>
      Object.fromEntries(
        (
          await queryRows<{ user_id: number; version: string }>(
            t.database.connection.db,
            sql`select user_id, xmin::text as version from ${sql.identifier(table)}`,
          )
        ).map((row) => [row.user_id, row.version]),
      );
    const totals = await versions('player_totals');
    await putResult(admin.token, match!.id, 3, 1); // still a home win: the away pick stays at 0 points
    const corrected = await versions('player_totals');
    expect([exact.id, next.id].map((id) => corrected[id] !== totals[id])).toEqual([true, true]);
    expect(corrected[away.id]).toBe(totals[away.id]);

    const rounds = await versions('player_round_totals');
    // A draw: the away pick's points do not move, so none of its rows is rewritten (how the match really ended is read
    // from the scored result by the insights, not kept per player).
    await putResult(admin.token, match!.id, 1, 1);
    expect((await versions('player_totals'))[away.id]).toBe(corrected[away.id]);
    expect((await versions('player_round_totals'))[away.id]).toBe(rounds[away.id]);
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

  it('gives no movement to a player first ranked in the latest round, whoever is ranked around them', async () => {
    const { r1, r2 } = await twoRounds();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const a = await createPlayer(t.app);
    const late = await createPlayer(t.app); // ranked only from round 2: no rank after round 1 between a and b
    const b = await createPlayer(t.app);
    const c = await createPlayer(t.app);
    await predict(a.token, r1.id, '1:0'); // round 1: a 5, c 2, b 0
    await predict(c.token, r1.id, '2:0');
    await predict(b.token, r1.id, '0:1');
    await predict(late.token, r2.id, '3:0'); // round 2: late 5, b 5
    await predict(b.token, r2.id, '3:0');
    t.clock.set('2024-03-03T12:00:00Z');
    await putResult(admin.token, r1.id, 1, 0);
    t.clock.set('2024-03-10T12:00:00Z');
    await putResult(admin.token, r2.id, 3, 0);
    expect(await movementRows()).toEqual([
      [a.id, 1, 'SAME'],
      [late.id, 2, 'SAME'],
      [b.id, 3, 'SAME'],
      [c.id, 4, 'DOWN'],
    ]);
  });

  it("measures movement against the ranks the board showed: a player blocked since is left out of the round's ranks", async () => {
    const { r1, r2 } = await twoRounds();
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const blocked = await createPlayer(t.app);
    const a = await createPlayer(t.app);
    const b = await createPlayer(t.app);
    await predict(blocked.token, r1.id, '1:0'); // round 1: blocked 5, a 3, b 0
    await predict(a.token, r1.id, '2:0');
    await predict(b.token, r1.id, '0:1');
    t.clock.set('2024-03-03T12:00:00Z');
    await putResult(admin.token, r1.id, 1, 0);
    expect((await post(t.app, `/admin/users/${blocked.id}/block`, {}, { token: admin.token })).statusCode).toBe(200);
    t.clock.set('2024-03-10T12:00:00Z');
    await putResult(admin.token, r2.id, 3, 0); // nobody predicted round 2: a and b keep their order
    expect(await movementRows()).toEqual([
      [a.id, 1, 'UP'],
      [b.id, 2, 'UP'],
    ]);
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
});
