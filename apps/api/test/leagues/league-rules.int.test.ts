import { describe, expect, it } from 'vitest';
import { privateLeagueMessages as messages } from '@scoreline/contracts';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import {
  KICKOFF,
  MIN,
  predict as predictAs,
  putResult as putResultAs,
  twoRounds,
} from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';
import { call, joinLeague } from './league-helpers';

/** Issue 59 (docs/decisions/112): a private league's rules, applied to its own table only. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const db = () => t.database.connection.db;
const R2_KICKOFF = new Date('2024-03-09T15:00:00Z');

interface Entry {
  user: { id: number };
  totalPoints: number;
  position: number;
  stats: { exact_scores: number; correct_outcomes: number; progressIndicator: string };
}
interface Board {
  results: Entry[];
  roundWinners: { round: number; points: number; users: { id: number }[] } | null;
  roundClimber: { round: number; user: { id: number }; from: number; to: number } | null;
}
const pointsOf = (board: { results: Entry[] }) =>
  Object.fromEntries(board.results.map((entry) => [entry.user.id, entry.totalPoints]));
const orderOf = (board: { results: Entry[] }) => board.results.map((entry) => entry.user.id);

async function createLeague(token: string, body: Record<string, unknown>) {
  const response = await call(t.app, 'POST', '/private-leagues', token, body);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; invitationCode: string; rules: Record<string, unknown> };
}
const leagueBoard = async (leagueId: number, token: string, query = ''): Promise<Board> =>
  (await call(t.app, 'GET', `/private-leagues/${leagueId}/score${query}`, token)).json().data;
const putRules = (leagueId: number, token: string | undefined, payload: Record<string, unknown>) =>
  call(t.app, 'PUT', `/private-leagues/${leagueId}/rules`, token, payload);

describe('league rules applied to the league table only', () => {
  it("a league without jokers counts a joker's pick at its base points; the global table and a jokers-on league double it", async () => {
    const { r1, r2 } = await twoRounds(db());
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);
    const off = await createLeague(ada.token, { leagueName: 'No jokers', jokers: false });
    expect(off.rules).toEqual({ jokers: false, bonus: true, locked: false, lockAt: KICKOFF.toISOString() });
    const on = await createLeague(ada.token, { leagueName: 'Jokers' });
    expect(on.rules).toMatchObject({ jokers: true, bonus: true });
    for (const league of [off, on])
      expect((await joinLeague(t.app, bob.token, league.invitationCode)).statusCode).toBe(200);

    // Round 1 ends 1:0. Ada's 2:0 is her joker (3 points, doubled: 6); Bob's 1:0 is exact (5).
    expect((await predictAs(t.app, ada.token, r1.id, '2:0')).statusCode).toBe(201);
    expect((await predictAs(t.app, bob.token, r1.id, '1:0')).statusCode).toBe(201);
    expect((await predictAs(t.app, ada.token, r2.id, '1:1')).statusCode).toBe(201);
    expect((await predictAs(t.app, bob.token, r2.id, '3:0')).statusCode).toBe(201);
    const jokerSet = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/match/${r1.id}/joker`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(jokerSet.statusCode).toBe(200);

    // Live at 1:0: the provisional tables already apply each league's rules.
    t.clock.set(KICKOFF.getTime() + 30 * MIN);
    const live = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/matches/${r1.id}/live`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { home: 1, away: 0, elapsed: 30 },
    });
    expect(live.statusCode).toBe(200);
    expect(pointsOf(await leagueBoard(off.id, ada.token, '?provisional=true'))).toEqual({ [ada.id]: 3, [bob.id]: 5 });
    expect(pointsOf(await leagueBoard(on.id, ada.token, '?provisional=true'))).toEqual({ [ada.id]: 6, [bob.id]: 5 });

    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN);
    expect((await putResultAs(t.app, admin.token, r1.id, 1, 0)).statusCode).toBe(200);
    await t.settle();

    const global = (await get(t.app, '/score', { token: ada.token })).json().data;
    expect(pointsOf(global)).toEqual({ [ada.id]: 6, [bob.id]: 5 });
    expect(orderOf(global)).toEqual([ada.id, bob.id]);
    const withJokers = await leagueBoard(on.id, ada.token);
    expect(pointsOf(withJokers)).toEqual({ [ada.id]: 6, [bob.id]: 5 });
    expect(withJokers.roundWinners).toMatchObject({ round: 1, points: 6, users: [{ id: ada.id }] });

    const without = await leagueBoard(off.id, ada.token);
    expect(pointsOf(without)).toEqual({ [ada.id]: 3, [bob.id]: 5 });
    expect(orderOf(without)).toEqual([bob.id, ada.id]);
    // The counters come from the facts' rules, whatever the points: Bob's exact score, one right outcome each.
    const rowOf = (board: Board, id: number) => board.results.find((entry) => entry.user.id === id)!;
    expect(rowOf(without, bob.id).stats).toMatchObject({ exact_scores: 1, correct_outcomes: 1 });
    expect(rowOf(without, ada.id).stats).toMatchObject({ exact_scores: 0, correct_outcomes: 1 });
    expect(without.roundWinners).toMatchObject({ round: 1, points: 5, users: [{ id: bob.id }] });
    // "My leagues": Ada's place in each, from each league's own table.
    const mine = (await call(t.app, 'GET', '/private-leagues', ada.token)).json().data.leagues as {
      id: number;
      myPosition: number | null;
    }[];
    expect(Object.fromEntries(mine.map((league) => [league.id, league.myPosition]))).toEqual({
      [off.id]: 2,
      [on.id]: 1,
    });
    // Its picks grid shows the joker's pick as its table counts it; a league with jokers shows the joker.
    const pickOf = async (leagueId: number) => {
      const grid = (await call(t.app, 'GET', `/private-leagues/${leagueId}/picks?round=1`, bob.token)).json().data;
      const member = grid.members.find((one: { user: { id: number } }) => one.user.id === ada.id);
      return member.picks[0];
    };
    expect(await pickOf(off.id)).toMatchObject({ points: 3, multiplier: 1, joker: false });
    expect(await pickOf(on.id)).toMatchObject({ points: 6, multiplier: 2, joker: true });
    // Every filter of the league's table: a round, a date range, all its competitions.
    for (const query of ['?round=1', '?start=2024-03-02&end=2024-03-02', '?competition=all']) {
      expect(pointsOf(await leagueBoard(off.id, ada.token, query))).toEqual({ [ada.id]: 3, [bob.id]: 5 });
      expect(pointsOf(await leagueBoard(on.id, ada.token, query))).toEqual({ [ada.id]: 6, [bob.id]: 5 });
    }

    // Round 2 ends 1:1: Ada's exact score (5) takes her past Bob in the league without jokers only.
    t.clock.set(R2_KICKOFF.getTime() + 2 * 60 * MIN);
    expect((await putResultAs(t.app, admin.token, r2.id, 1, 1)).statusCode).toBe(200);
    await t.settle();
    const later = await leagueBoard(off.id, ada.token);
    expect(pointsOf(later)).toEqual({ [ada.id]: 8, [bob.id]: 5 });
    expect(orderOf(later)).toEqual([ada.id, bob.id]);
    expect(rowOf(later, ada.id).stats.progressIndicator).toBe('UP');
    expect(rowOf(later, bob.id).stats.progressIndicator).toBe('DOWN');
    expect(later.roundClimber).toMatchObject({ round: 2, user: { id: ada.id }, from: 2, to: 1 });
    const laterOn = await leagueBoard(on.id, ada.token);
    expect(pointsOf(laterOn)).toEqual({ [ada.id]: 11, [bob.id]: 5 });
    expect(laterOn.roundClimber).toBeNull();
    expect(rowOf(laterOn, ada.id).stats.progressIndicator).toBe('SAME');
    // The global table is untouched by any league's rules.
    expect(pointsOf((await get(t.app, '/score', { token: ada.token })).json().data)).toEqual({
      [ada.id]: 11,
      [bob.id]: 5,
    });
  });
});

describe("a league's rules: set at creation, changed by the owner until they lock", () => {
  it('the owner alone changes them, until the first match since its creation kicks off', async () => {
    await twoRounds(db());
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);
    const stranger = await createPlayer(t.app);
    const league = await createLeague(ada.token, { leagueName: 'Rules', bonus: false });
    expect(league.rules).toEqual({ jokers: true, bonus: false, locked: false, lockAt: KICKOFF.toISOString() });
    await joinLeague(t.app, bob.token, league.invitationCode);

    const rules = { jokers: false, bonus: true };
    expect((await putRules(league.id, undefined, rules)).statusCode).toBe(401);
    const member = await putRules(league.id, bob.token, rules);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.ownerOnly);
    expect((await putRules(league.id, stranger.token, rules)).statusCode).toBe(404);
    expect((await putRules(league.id + 1000, ada.token, rules)).statusCode).toBe(404);
    const invalid = await putRules(league.id, ada.token, { jokers: 'no', bonus: true });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain(messages.jokersInvalid);
    expect((await putRules(league.id, ada.token, { jokers: false })).statusCode).toBe(400);

    const changed = await putRules(league.id, ada.token, rules);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: messages.rulesChanged,
      data: { rules: { jokers: false, bonus: true, locked: false } },
    });
    const detail = (await call(t.app, 'GET', `/private-leagues/${league.id}`, bob.token)).json().data;
    expect(detail.rules).toMatchObject({ jokers: false, bonus: true, locked: false });
    const mine = (await call(t.app, 'GET', '/private-leagues', bob.token)).json().data.leagues;
    expect(mine[0].rules).toMatchObject({ jokers: false, bonus: true });

    // The first match since the league's creation kicks off: the rules are fixed, and the page can say since when.
    t.clock.set(KICKOFF.getTime());
    const locked = await putRules(league.id, ada.token, { jokers: true, bonus: true });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(messages.rulesLocked);
    const after = (await call(t.app, 'GET', `/private-leagues/${league.id}`, ada.token)).json().data;
    expect(after.rules).toEqual({ jokers: false, bonus: true, locked: true, lockAt: KICKOFF.toISOString() });

    // A league made after that kick-off locks at the next one.
    const late = await createLeague(ada.token, { leagueName: 'Late', jokers: false });
    expect(late.rules).toEqual({ jokers: false, bonus: true, locked: false, lockAt: R2_KICKOFF.toISOString() });
    expect((await putRules(late.id, ada.token, { jokers: true, bonus: true })).statusCode).toBe(200);
  });
});
