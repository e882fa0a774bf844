import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jokerMessages, type Match } from '@scoreline/contracts';
import { queryRows } from '../src/db/client';
import { createPlayer, get, makeOperator } from './helpers/auth-helpers';
import { seedMatch } from './helpers/football-fixtures';
import {
  KICKOFF,
  MIN,
  predict as predictAs,
  putResult as putResultAs,
  setupRound,
} from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';
import { call, createLeague, joinLeague } from './leagues/league-helpers';

/** Issue 59 (docs/decisions/108): one joker per stage, set, moved or removed while its match is open; double points. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const db = () => t.database.connection.db;
const predict = (token: string, matchId: number, prediction: string) => predictAs(t.app, token, matchId, prediction);
const joker = (method: 'PUT' | 'DELETE', token: string, matchId: number | string) =>
  t.app.inject({ method, url: `/api/v1/match/${matchId}/joker`, headers: { authorization: `Bearer ${token}` } });
/** Round 1: three matches two hours apart from KICKOFF; round 2: one a week later. */
async function world() {
  const { league, clubs, matches } = await setupRound(db(), 3);
  const r2 = await seedMatch(db(), {
    competitionId: league.id,
    homeTeamId: clubs[2]!.id,
    awayTeamId: clubs[3]!.id,
    round: 2,
    kickoffAt: new Date(KICKOFF.getTime() + 7 * 24 * 60 * MIN),
  });
  const admin = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, admin);
  return { league, ids: matches.map((match) => match.id), r2: r2.id, admin };
}
const jokersOf = (userId: number) =>
  queryRows<{ round: number; match_id: number }>(
    db(),
    sql`select round, match_id from round_jokers where user_id = ${userId} order by round`,
  );
/** The caller's cards of round 1 (GET /match). */
async function cards(token: string, round = 1): Promise<Match[]> {
  return (await get(t.app, `/match?round=${round}`, { token })).json().data.matches.rows;
}

describe('the joker: set, moved, removed while the window is open', () => {
  it('needs a pick, moves within its round, and keeps one per round', async () => {
    const { ids, r2 } = await world();
    const [m1, m2, m3] = ids as [number, number, number];
    const ada = await createPlayer(t.app);

    const unpicked = await joker('PUT', ada.token, m1);
    expect(unpicked.statusCode).toBe(422);
    expect(unpicked.json().message).toBe(jokerMessages.needsPick);

    for (const id of [m1, m2, m3, r2]) await predict(ada.token, id, '1:0');
    const set = await joker('PUT', ada.token, m1);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: jokerMessages.set, data: { round: 1, matchId: m1 } });
    expect((await joker('PUT', ada.token, m1)).json().message).toBe(jokerMessages.alreadySet);

    const moved = await joker('PUT', ada.token, m2);
    expect(moved.json()).toMatchObject({ message: jokerMessages.moved, data: { round: 1, matchId: m2 } });
    // Another round has its own joker.
    expect((await joker('PUT', ada.token, r2)).statusCode).toBe(200);
    expect(await jokersOf(ada.id)).toEqual([
      { round: 1, match_id: m2 },
      { round: 2, match_id: r2 },
    ]);
    // The database holds one per round, whatever the service does.
    await expect(
      db().execute(sql`insert into round_jokers (user_id, competition_id, season, round, match_id, set_at)
                       select user_id, competition_id, season, round, ${m3}, now() from round_jokers
                        where user_id = ${ada.id} and round = 1`),
    ).rejects.toThrow();

    // The cards: which pick is the joker, and the round's joker on every card of the round.
    const shown = await cards(ada.token);
    expect(shown.map((match) => [match.id, match.predictions[0]?.joker, match.joker])).toEqual([
      [m1, false, { matchId: m2, fixed: false }],
      [m2, true, { matchId: m2, fixed: false }],
      [m3, false, { matchId: m2, fixed: false }],
    ]);

    const notThere = await joker('DELETE', ada.token, m1);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(jokerMessages.notOnThisMatch);
    const removed = await joker('DELETE', ada.token, m2);
    expect(removed.json()).toMatchObject({ message: jokerMessages.removed, data: { round: 1, matchId: null } });
    expect(await jokersOf(ada.id)).toEqual([{ round: 2, match_id: r2 }]);
  });

  it('is refused on a closed match, and the joker of a closed match is fixed', async () => {
    const { ids } = await world();
    const [m1, m2, m3] = ids as [number, number, number];
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);
    for (const id of ids) {
      await predict(ada.token, id, '2:0');
      await predict(bob.token, id, '0:0');
    }
    expect((await joker('PUT', ada.token, m1)).statusCode).toBe(200);
    expect((await joker('PUT', bob.token, m2)).statusCode).toBe(200);

    // At 10 minutes + 1 ms before the first kick-off it still moves; at exactly 10 minutes it is closed.
    t.clock.set(KICKOFF.getTime() - 10 * MIN - 1);
    expect((await joker('PUT', ada.token, m3)).statusCode).toBe(200);
    expect((await joker('PUT', ada.token, m1)).statusCode).toBe(200);
    t.clock.set(KICKOFF.getTime() - 10 * MIN);

    const move = await joker('PUT', ada.token, m2);
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({ success: false, message: jokerMessages.fixed });
    const remove = await joker('DELETE', ada.token, m1);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(jokerMessages.fixed);
    // Bob's joker is on an open match: it moves, but never onto the closed one.
    const ontoClosed = await joker('PUT', bob.token, m1);
    expect(ontoClosed.statusCode).toBe(422);
    expect(ontoClosed.json().message).toBe(jokerMessages.closed);
    expect((await joker('PUT', bob.token, m3)).statusCode).toBe(200);
    expect(await jokersOf(ada.id)).toEqual([{ round: 1, match_id: m1 }]);
    expect(await jokersOf(bob.id)).toEqual([{ round: 1, match_id: m3 }]);
    expect((await cards(ada.token))[0]!.joker).toEqual({ matchId: m1, fixed: true });
  });

  it('answers 4xx for an unknown match, a signed-out caller, and a competition without jokers', async () => {
    const { league, ids } = await world();
    const ada = await createPlayer(t.app);
    await predict(ada.token, ids[0]!, '1:1');
    expect((await joker('PUT', ada.token, 999_999)).statusCode).toBe(404);
    expect((await joker('PUT', ada.token, 'x')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/v1/match/${ids[0]}/joker` });
    expect(anonymous.statusCode).toBe(401);

    await db().execute(sql`update competition_seasons set jokers = false where competition_id = ${league.id}`);
    const off = await joker('PUT', ada.token, ids[0]!);
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe(jokerMessages.off);
    expect((await cards(ada.token))[0]!.joker).toBeNull();
  });
});

describe('the joker doubles its pick in every table', () => {
  it('overall, round, date range, private league and the provisional table; a correction keeps it', async () => {
    const { ids, admin } = await world();
    const [m1, m2] = ids as [number, number, number];
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);
    const { id: leagueId, invitationCode } = await createLeague(t.app, ada.token);
    await joinLeague(t.app, bob.token, invitationCode);
    // Both pick 2:0 in match 1 (3 points for a 1:0: winner and goal range); Ada's joker was on match 2 first, then
    // moved onto match 1 before kick-off: match 2's pick keeps no multiplier.
    await predict(ada.token, m1, '2:0');
    await predict(bob.token, m1, '2:0');
    await predict(ada.token, m2, '0:1');
    expect((await joker('PUT', ada.token, m2)).statusCode).toBe(200);
    expect((await joker('PUT', ada.token, m1)).statusCode).toBe(200);

    // Live at 1:0: the provisional table and the card count it double already.
    t.clock.set(KICKOFF.getTime() + 30 * MIN);
    const live = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/matches/${m1}/live`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { home: 1, away: 0, elapsed: 30 },
    });
    expect(live.statusCode).toBe(200);
    const pointsOf = (board: { results: { user: { id: number }; totalPoints: number }[] }) =>
      Object.fromEntries(board.results.map((entry) => [entry.user.id, entry.totalPoints]));
    const provisional = (await get(t.app, '/score?provisional=true', { token: ada.token })).json().data;
    expect(pointsOf(provisional)).toMatchObject({ [ada.id]: 6, [bob.id]: 3 });
    expect((await cards(ada.token))[0]!.predictions[0]).toMatchObject({ joker: true, provisionalPoints: 6 });

    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    expect((await putResultAs(t.app, admin.token, m1, 1, 0)).statusCode).toBe(200);
    t.clock.set(KICKOFF.getTime() + 4 * 60 * MIN);
    expect((await putResultAs(t.app, admin.token, m2, 1, 0)).statusCode).toBe(200);
    await t.settle();

    const facts = await queryRows<{ match_id: number; user_id: number; points: number; multiplier: number }>(
      db(),
      sql`select match_id, user_id, points, multiplier from scored_predictions order by match_id, user_id`,
    );
    expect(facts).toEqual([
      { match_id: m1, user_id: ada.id, points: 6, multiplier: 2 },
      { match_id: m1, user_id: bob.id, points: 3, multiplier: 1 },
      { match_id: m2, user_id: ada.id, points: 0, multiplier: 1 },
    ]);
    const tables = async () => ({
      overall: pointsOf((await get(t.app, '/score', { token: ada.token })).json().data),
      round: pointsOf((await get(t.app, '/score?round=1', { token: ada.token })).json().data),
      range: pointsOf((await get(t.app, '/score?start=2024-03-02&end=2024-03-02', { token: ada.token })).json().data),
      league: pointsOf((await call(t.app, 'GET', `/private-leagues/${leagueId}/score`, ada.token)).json().data),
    });
    const expected = { [ada.id]: 6, [bob.id]: 3 };
    expect(await tables()).toEqual({ overall: expected, round: expected, range: expected, league: expected });
    // The tie-break counters come from the rule, not the points: one right winner each, no exact score.
    const adaRow = (await get(t.app, '/score', { token: ada.token })).json().data.me;
    expect(adaRow.stats).toMatchObject({ exact_scores: 0, correct_outcomes: 1 });
    expect((await cards(ada.token))[0]!.predictions[0]).toMatchObject({ points: 6, rule: 'outcomeAndBucket' });

    // A correction to 2:0 rescores the joker as a joker: 10 against 5.
    expect((await putResultAs(t.app, admin.token, m1, 2, 0)).statusCode).toBe(200);
    await t.settle();
    const corrected = { [ada.id]: 10, [bob.id]: 5 };
    expect(await tables()).toEqual({ overall: corrected, round: corrected, range: corrected, league: corrected });
    const after = (await get(t.app, '/score', { token: ada.token })).json().data.me;
    expect(after.stats).toMatchObject({ exact_scores: 1, correct_outcomes: 1 });

    // A database scored before the facts existed gets them once (ADR 076): the joker's fact is written doubled too.
    await db().execute(sql`delete from scored_predictions where match_id = ${m1}`);
    expect(await t.app.deps.scoring.fillScoredFacts()).toEqual({ matches: 1 });
    const filled = await queryRows<{ user_id: number; points: number; multiplier: number }>(
      db(),
      sql`select user_id, points, multiplier from scored_predictions where match_id = ${m1} order by user_id`,
    );
    expect(filled).toEqual([
      { user_id: ada.id, points: 10, multiplier: 2 },
      { user_id: bob.id, points: 5, multiplier: 1 },
    ]);
  });
});
