import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionMessages, type Leaderboard } from '@scoreline/contracts';
import { queryRows } from '../src/db/client';
import { freshIp, get } from './helpers/auth-helpers';
import type { TestApp } from './helpers/test-app';
import {
  PL,
  playTwoCompetitions,
  readersOf,
  WC,
  type MatchRow,
  type Player,
  type TwoCompetitions,
} from './helpers/two-competitions';
import { call, joinLeague } from './leagues/league-helpers';

/**
 * Issue 58 (ADR 103): the `competition` parameter, with the Premier League (the default) and the World Cup played at
 * once (helpers/two-competitions.ts). Every call answers the competition it names, the default one without it, and
 * `competition=all` sums them.
 */
let played: TwoCompetitions;
let t: TestApp;
let ada: Player;
let bob: Player;
let cy: Player;
let keys: TwoCompetitions['keys'];
let before: TwoCompetitions['before'];
let data: ReturnType<typeof readersOf>['data'];
let wholeTable: ReturnType<typeof readersOf>['wholeTable'];
let factsOf: ReturnType<typeof readersOf>['factsOf'];

beforeAll(async () => {
  played = await playTwoCompetitions();
  ({ t, ada, bob, cy, keys, before } = played);
  ({ data, wholeTable, factsOf } = readersOf(played));
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /match and GET /match/home with a competition', () => {
  it("list the World Cup's matches with its stages' round info, and the default one's without a competition", () => {
    const pl = before.get('')!;
    expect(pl.data).toMatchObject({ round: 27, total_rounds: 38, current_round: 27 });
    expect(before.get(`?competition=${PL}`)!.data).toEqual(pl.data);
    const wc = before.get(`?competition=${WC}`)!;
    expect(wc.data).toMatchObject({ round: 1, total_rounds: 9, current_round: 1 });
    const rows = (wc.data.matches as { rows: MatchRow[] }).rows;
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((row) => row.details.league.name))).toEqual(new Set(['World Cup']));
    expect(new Set(rows.map((row) => row.details.league.round))).toEqual(new Set(['Group stage · Matchday 1']));
    const roundOf32 = (before.get(`?competition=${WC}&round=4`)!.data.matches as { rows: MatchRow[] }).rows;
    expect(new Set(rows.map((row) => `${row.details.stage.kind} ${row.details.stage.name}`))).toEqual(
      new Set(['group Group stage · Matchday 1']),
    );
    expect(rows.every((row) => row.details.stage.group?.startsWith('Group '))).toBe(true);
    expect(roundOf32).toHaveLength(16);
    expect(roundOf32[0]?.details.league.round).toBe('Round of 32');
    expect(roundOf32[0]?.details.stage).toMatchObject({ key: 'round-of-32', kind: 'knockout', name: 'Round of 32' });
    const plRows = (pl.data.matches as { rows: MatchRow[] }).rows;
    expect(new Set(plRows.map((row) => row.details.league.name))).toEqual(new Set(['Premier League']));
  });

  it('keep each competition its own cached answer: a visitor, a player, and the landing page', async () => {
    for (const token of [undefined, ada.token]) {
      const pl = await data('/match?round=2', token);
      const wc = await data(`/match?round=2&competition=${WC}`, token);
      expect(pl.matches.rows[0].details.league.name).toBe('Premier League');
      expect(wc.matches.rows[0].details.league.name).toBe('World Cup');
      expect(wc.matches.rows[0].details.league.round).toBe('Group stage · Matchday 2');
      // Every round's stage name, for the round selector.
      expect(wc.stages.map((stage: { name: string }) => stage.name)).toEqual([
        'Group stage · Matchday 1',
        'Group stage · Matchday 2',
        'Group stage · Matchday 3',
        'Round of 32',
        'Round of 16',
        'Quarter-final',
        'Semi-final',
        'Match for third place',
        'Final',
      ]);
      expect(pl.stages).toHaveLength(38);
      expect(pl.stages[26]).toEqual({ round: 27, name: 'Matchday 27' });
      expect(await data('/match?round=2', token)).toEqual(pl);
    }
    const home = await data('/match/home?limit=3');
    const wcHome = await data(`/match/home?limit=3&competition=${WC}`);
    expect(home.rows.every((row: MatchRow) => row.details.league.name === 'Premier League')).toBe(true);
    expect(wcHome.rows.every((row: MatchRow) => row.details.league.name === 'World Cup')).toBe(true);
    expect(wcHome.rows).toHaveLength(3);
  });

  it("refuses a round the competition does not have (the World Cup's 9 stages)", async () => {
    const response = await get(t.app, `/match?round=10&competition=${WC}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /score with a competition', () => {
  it("ranks each competition's own players and points, the default one without a competition", async () => {
    for (const slug of [PL, WC]) {
      const facts = await factsOf(slug);
      const table = await wholeTable(`&competition=${slug}`);
      expect(table.length).toBe(facts.size);
      for (const entry of table) {
        expect([entry.totalPoints, entry.stats.scored_predictions]).toEqual([
          facts.get(entry.user.id)?.points,
          facts.get(entry.user.id)?.scored,
        ]);
      }
      const ids = table.map((entry) => entry.user.id);
      if (slug === PL) expect(ids).not.toContain(cy.id);
      else expect(ids).toEqual(expect.arrayContaining([ada.id, bob.id, cy.id]));
    }
    expect(await wholeTable('')).toEqual(await wholeTable(`&competition=${PL}`));
    // A round of the World Cup is its own round 1, not the Premier League's.
    const wcRound = (await data(`/score?round=1&competition=${WC}`)) as Leaderboard;
    expect(wcRound.results.map((entry) => entry.user.id)).toContain(cy.id);
    expect(wcRound.rounds).toMatchObject({ total_rounds: 9, current_round: expect.any(Number) });
    // The round filter's names (issue 58).
    expect(wcRound.rounds.stages[3]).toEqual({ round: 4, name: 'Round of 32' });
  });

  it('answers each competition under its own cache key, signed in or not (the default asked first)', async () => {
    for (const token of [undefined, cy.token]) {
      const pl = (await data('/score', token)) as Leaderboard;
      const wc = (await data(`/score?competition=${WC}`, token)) as Leaderboard;
      expect(pl.results.map((entry) => entry.user.id)).not.toContain(cy.id);
      expect(wc.results.map((entry) => entry.user.id)).toContain(cy.id);
      expect(pl.rounds.total_rounds).toBe(38);
      expect(wc.rounds.total_rounds).toBe(9);
    }
  });

  it("sums every competition in the 'all competitions' table, ranked with the same tie-break", async () => {
    const sum = new Map<number, { points: number; exact: number; outcomes: number; scored: number }>();
    for (const slug of [PL, WC]) {
      for (const entry of await wholeTable(`&competition=${slug}`)) {
        const total = sum.get(entry.user.id) ?? { points: 0, exact: 0, outcomes: 0, scored: 0 };
        total.points += entry.totalPoints;
        total.exact += entry.stats.exact_scores;
        total.outcomes += entry.stats.correct_outcomes;
        total.scored += entry.stats.scored_predictions;
        sum.set(entry.user.id, total);
      }
    }
    const all = await wholeTable('&competition=all');
    expect(all).toHaveLength(sum.size);
    expect(
      new Map(
        all.map((entry) => [
          entry.user.id,
          {
            points: entry.totalPoints,
            exact: entry.stats.exact_scores,
            outcomes: entry.stats.correct_outcomes,
            scored: entry.stats.scored_predictions,
          },
        ]),
      ),
    ).toEqual(sum);
    // Points, then exact scores, then correct outcomes, then earlier sign-up (ids grow with it).
    const order = [...all].sort(
      (a, b) =>
        b.totalPoints - a.totalPoints ||
        b.stats.exact_scores - a.stats.exact_scores ||
        b.stats.correct_outcomes - a.stats.correct_outcomes ||
        a.user.id - b.user.id,
    );
    expect(all.map((entry) => entry.user.id)).toEqual(order.map((entry) => entry.user.id));
    expect(all.map((entry) => entry.position)).toEqual(all.map((_, index) => index + 1));
    const page = (await data('/score?competition=all&size=1&page=2', ada.token)) as Leaderboard;
    expect(page).toMatchObject({ total: sum.size, page: 2, size: 1, filter: { kind: 'overall' } });
    expect(page.results[0]?.user.id).toBe(all[1]?.user.id);
    expect(page.me?.user.id).toBe(ada.id);
  });

  it.each([
    ['round=1', 'a round'],
    ['start=2026-12-01&end=2026-12-31', 'a date range'],
    ['provisional=true', 'the provisional ranking'],
  ])("refuses 'all' with %s (%s)", async (query) => {
    const response = await get(t.app, `/score?competition=all&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(competitionMessages.allIsOverall);
  });

  it("gives a private league's table of the competition it names (a league of both: ADR 106)", async () => {
    const created = await call(t.app, 'POST', '/private-leagues', ada.token, {
      leagueName: 'Both',
      competitions: [PL, WC],
    });
    expect(created.statusCode, created.body).toBe(201);
    const league = created.json().data as { id: number; invitationCode: string };
    expect((await joinLeague(t.app, cy.token, league.invitationCode)).statusCode).toBe(200);
    const ranked = async (query: string) =>
      ((await data(`/private-leagues/${league.id}/score${query}`, ada.token)) as Leaderboard).results.map(
        (entry) => [entry.user.id, entry.totalPoints] as const,
      );
    const pl = await factsOf(PL);
    const wc = await factsOf(WC);
    // A member the competition does not rank shows with 0 (issue 55).
    expect(new Map(await ranked(''))).toEqual(
      new Map([
        [ada.id, pl.get(ada.id)?.points],
        [cy.id, 0],
      ]),
    );
    expect(new Map(await ranked(`?competition=${WC}`))).toEqual(
      new Map([
        [ada.id, wc.get(ada.id)?.points],
        [cy.id, wc.get(cy.id)?.points],
      ]),
    );
    expect(new Map(await ranked('?competition=all'))).toEqual(
      new Map([
        [ada.id, (pl.get(ada.id)?.points ?? 0) + (wc.get(ada.id)?.points ?? 0)],
        [cy.id, wc.get(cy.id)?.points],
      ]),
    );
  });
});

describe("a player's statistics, insights and badges per competition", () => {
  it('GET /users/{id}: the statistics of the competition named, the default without, every one summed with all', async () => {
    const stats = async (query: string) => {
      const user = await data(`/users/${ada.id}${query}`, bob.token);
      return { points: user.totalPoints, predictions: user.totalPredictions, rank: user.rank };
    };
    const pl = await factsOf(PL);
    const wc = await factsOf(WC);
    const inPl = await stats(`?competition=${PL}`);
    const inWc = await stats(`?competition=${WC}`);
    expect(await stats('')).toEqual(inPl);
    expect(inPl).toMatchObject({ points: pl.get(ada.id)?.points, predictions: pl.get(ada.id)?.scored });
    expect(inWc).toMatchObject({ points: wc.get(ada.id)?.points, predictions: wc.get(ada.id)?.scored });
    const allTable = await wholeTable('&competition=all');
    expect(await stats('?competition=all')).toEqual({
      points: inPl.points + inWc.points,
      predictions: inPl.predictions + inWc.predictions,
      rank: allTable.findIndex((entry) => entry.user.id === ada.id) + 1,
    });
    const cyInPl = await data(`/users/${cy.id}`, ada.token);
    expect(cyInPl).toMatchObject({ rank: null, totalPoints: 0, totalPredictions: 0 });
  });

  it("GET /users/{id}/insights: the competition's rounds and picks only", async () => {
    const wc = await data(`/users/${cy.id}/insights?competition=${WC}`, cy.token);
    expect(wc.scoredPredictions).toBe((await factsOf(WC)).get(cy.id)?.scored);
    expect(wc.rounds.map((round: { round: number }) => round.round)).toContain(1);
    const pl = await data(`/users/${cy.id}/insights`, cy.token);
    expect(pl).toMatchObject({ scoredPredictions: 0, rounds: [] });
    const adaPl = await data(`/users/${ada.id}/insights?competition=${PL}`, ada.token);
    expect(adaPl.scoredPredictions).toBe((await factsOf(PL)).get(ada.id)?.scored);
    expect(await data(`/users/${ada.id}/insights`, ada.token)).toEqual(adaPl);
  });

  it('GET /user/badges: the badges earned in the competition named, every badge without one', async () => {
    let awarded = 0;
    for (const player of [ada, bob, cy]) {
      const held = async (query: string) =>
        new Set(
          ((await data(`/user/badges?size=50${query}`, player.token)).items as { badgeId: string }[]).map(
            (badge) => badge.badgeId,
          ),
        );
      const oracle = async (slug?: string) => {
        const key = slug ? keys.get(slug) : undefined;
        const rows = await queryRows<{ badge_id: string }>(
          t.app.deps.database.db,
          sql`select distinct badge_id from badge_awards where user_id = ${player.id}
               ${key ? sql`and competition_id = ${key.competitionId} and season = ${key.season}` : sql``}`,
        );
        return new Set(rows.map((row) => row.badge_id));
      };
      for (const slug of [PL, WC]) {
        const own = await held(`&competition=${slug}`);
        expect(own).toEqual(await oracle(slug));
        awarded += own.size;
      }
      expect(await held('')).toEqual(await oracle());
      expect(await held('&competition=all')).toEqual(await oracle());
    }
    // Both rounds were completed: each has its winner.
    expect(awarded).toBeGreaterThanOrEqual(2);
    const cyInPl = await data(`/user/badges?competition=${PL}`, cy.token);
    expect(cyInPl.items).toEqual([]);
    // An award's log names its stage and competition-season (issue 58).
    const [winnerRow] = await queryRows<{ user_id: number }>(
      t.app.deps.database.db,
      sql`select a.user_id from badge_awards a join competition_seasons cs using (competition_id, season)
           where cs.slug = ${WC} and a.badge_id = 'round-winner' limit 1`,
    );
    const winner = [ada, bob, cy].find((player) => player.id === winnerRow?.user_id);
    const log = await data('/user/badges/round-winner/logs', winner?.token);
    expect(log.items.map((item: { label: string }) => item.label)).toContain(
      'Group stage · Matchday 1 · World Cup 2026',
    );
  });
});

describe('GET /competitions: whether the caller plays each', () => {
  it('says so for a player, and false for a visitor', async () => {
    const playing = async (token?: string) =>
      Object.fromEntries(
        ((await data('/competitions', token)) as { slug: string; playing: boolean }[]).map((entry) => [
          entry.slug,
          entry.playing,
        ]),
      );
    expect(await playing()).toEqual({ [PL]: false, [WC]: false });
    expect(await playing(ada.token)).toEqual({ [PL]: true, [WC]: true });
    expect(await playing(cy.token)).toEqual({ [PL]: false, [WC]: true });
    const signedIn = await get(t.app, '/competitions', { token: cy.token });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('a competition that is not played, or badly named', () => {
  const routes = () => [
    '/match',
    '/match/home',
    '/score',
    `/users/${ada.id}`,
    `/users/${ada.id}/insights`,
    '/user/badges',
  ];

  it('answers 404 with the product message for an unknown slug, on every call that takes one', async () => {
    for (const route of routes()) {
      for (const token of [ada.token]) {
        const response = await get(t.app, `${route}?competition=world-cup-2030`, { token });
        expect(response.statusCode, route).toBe(404);
        expect(response.json().message, route).toBe(competitionMessages.notFound);
      }
    }
  });

  it('answers 400 for a malformed slug', async () => {
    for (const route of routes()) {
      for (const slug of ['World%20Cup', 'world_cup', '-world', 'a'.repeat(81)]) {
        const response = await get(t.app, `${route}?competition=${slug}`, { token: ada.token });
        expect(response.statusCode, `${route} ${slug}`).toBe(400);
        expect(response.body, route).toContain(competitionMessages.slugInvalid);
      }
    }
  });

  it("answers 400 for 'all' where one competition is shown at a time", async () => {
    for (const route of ['/match', '/match/home', `/users/${ada.id}/insights`]) {
      const response = await get(t.app, `${route}?competition=all`, { token: ada.token });
      expect(response.statusCode, route).toBe(400);
      expect(response.json().message, route).toBe(competitionMessages.allNotHere);
    }
  });
});

describe("'My competitions' (PUT /user/competitions, ADR 107)", () => {
  const mine = async (token?: string) =>
    Object.fromEntries(
      ((await data('/competitions', token)) as { slug: string; mine: boolean }[]).map((entry) => [
        entry.slug,
        entry.mine,
      ]),
    );
  const choose = (token: string | undefined, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/competitions',
      remoteAddress: freshIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as Record<string, unknown>,
    });

  it('are, until a player chooses, the default competition and those predicted in; the default for a visitor', async () => {
    expect(await mine()).toEqual({ [PL]: true, [WC]: false });
    expect(await mine(ada.token)).toEqual({ [PL]: true, [WC]: true });
    expect(await mine(cy.token)).toEqual({ [PL]: true, [WC]: true });
  });

  it('are replaced by the choice, repeats counted once, and answered as the list the player now sees', async () => {
    const saved = await choose(cy.token, { competitions: [WC, WC] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(competitionMessages.saved);
    expect(saved.headers['cache-control']).toBe('private, no-cache');
    const answered = saved.json().data as { slug: string; mine: boolean }[];
    expect(Object.fromEntries(answered.map((entry) => [entry.slug, entry.mine]))).toEqual({ [PL]: false, [WC]: true });
    expect(await mine(cy.token)).toEqual({ [PL]: false, [WC]: true });
    // Another player's and a visitor's lists are their own.
    expect(await mine(ada.token)).toEqual({ [PL]: true, [WC]: true });
    expect(await mine()).toEqual({ [PL]: true, [WC]: false });

    expect((await choose(cy.token, { competitions: [PL, WC] })).statusCode).toBe(200);
    expect(await mine(cy.token)).toEqual({ [PL]: true, [WC]: true });
    expect((await choose(cy.token, { competitions: [PL] })).statusCode).toBe(200);
    expect(await mine(cy.token)).toEqual({ [PL]: true, [WC]: false });
  });

  it('refuse a bad choice with the product message, and change nothing', async () => {
    expect((await choose(bob.token, { competitions: [WC] })).statusCode).toBe(200);
    const refused = async (body: unknown, status: number, message: string) => {
      const response = await choose(bob.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    };
    await refused({ competitions: [] }, 400, competitionMessages.chooseOne);
    await refused({ competitions: [WC, 'no-such-cup-1999'] }, 404, competitionMessages.notFound);
    await refused({ competitions: ['all'] }, 400, competitionMessages.allNotHere);
    await refused({ competitions: ['World Cup'] }, 400, competitionMessages.slugInvalid);
    await refused(
      { competitions: Array.from({ length: 21 }, (_, index) => `cup-${index}`) },
      400,
      competitionMessages.tooMany,
    );
    expect(await mine(bob.token)).toEqual({ [PL]: false, [WC]: true });
    expect((await choose(undefined, { competitions: [WC] })).statusCode).toBe(401);
  });
});
