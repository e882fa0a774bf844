import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusMessages, type BonusQuestions } from '@scoreline/contracts';
import { queryRows } from '../src/db/client';
import { bonusRepository } from '../src/modules/predictions/bonus.repository';
import { competitions, competitionSeasons, teams } from '../src/db/schema';
import { createPlayer, get, makeOperator } from './helpers/auth-helpers';
import { defaultCompetition, seedCompetition, seedMatch } from './helpers/football-fixtures';
import { KICKOFF, MIN, predict as predictAs, putResult as putResultAs } from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';
import { call, createLeague, joinLeague } from './leagues/league-helpers';

/** Issue 59 (docs/decisions/111): bonus questions locked at the first kick-off, hidden until then, scored once. */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const db = () => t.database.connection.db;
const DAY = 24 * 60 * MIN;
const SLUG = 'test-league-2023-24';

async function questions(slug: string, token?: string): Promise<BonusQuestions> {
  const response = await get(t.app, `/competitions/${slug}/bonus-questions`, token ? { token } : {});
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const answer = (slug: string, token: string, id: number | string, names: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/competitions/${slug}/bonus-questions/${id}/answer`,
    headers: { authorization: `Bearer ${token}` },
    payload: { answer: names },
  });
const idOf = (found: BonusQuestions, key: string) => found.questions.find((question) => question.key === key)!.id;

/**
 * The default league with 4 clubs: round 1 on KICKOFF (C0 v C1, C2 v C3), round 2 a week later (C0 v C2, then C1 v C3,
 * the last match: what settles the champion and the relegated clubs).
 */
async function league() {
  const { league: competition, clubs } = await seedCompetition(db(), 4);
  const [c0, c1, c2, c3] = clubs.map((club) => club.id) as [number, number, number, number];
  const fixtures: [number, number, number, number][] = [
    [c0, c1, 1, 0],
    [c2, c3, 1, 2 * 60],
    [c0, c2, 2, 7 * 24 * 60],
    [c1, c3, 2, 7 * 24 * 60 + 120],
  ];
  const ids: number[] = [];
  for (const [home, away, round, minutes] of fixtures) {
    const match = await seedMatch(db(), {
      competitionId: competition.id,
      homeTeamId: home,
      awayTeamId: away,
      round,
      kickoffAt: new Date(KICKOFF.getTime() + minutes * MIN),
    });
    ids.push(match.id);
  }
  const admin = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, admin);
  return { ids, admin };
}

describe('bonus questions: locked at the first kick-off, hidden until then', () => {
  it("offers a league's questions, takes answers until the first kick-off and refuses them after", async () => {
    // Before its matches are imported a competition asks nothing, and stores nothing.
    await defaultCompetition(db());
    expect((await questions(SLUG)).questions).toEqual([]);
    await league();
    const ada = await createPlayer(t.app);
    const visitor = await questions(SLUG);
    expect(visitor).toMatchObject({ competition: SLUG, locked: false, locksAt: KICKOFF.toISOString() });
    expect(visitor.questions.map((q) => [q.key, q.kind, q.points, q.picks, q.choices.length, q.answer])).toEqual([
      ['champion', 'champion', 10, 1, 4, null],
      ['relegated', 'relegated', 3, 3, 4, null],
    ]);
    const champion = idOf(visitor, 'champion');
    const relegated = idOf(visitor, 'relegated');

    // Wrong answers: not offered, a club twice, not as many clubs as asked, an unknown question, a bad id.
    expect((await answer(SLUG, ada.token, champion, ['Atlantis'])).json().message).toBe(bonusMessages.notAChoice);
    const twice = await answer(SLUG, ada.token, relegated, ['Club 1', 'Club 1', 'Club 2']);
    expect([twice.statusCode, twice.json().message]).toEqual([400, bonusMessages.repeated]);
    expect((await answer(SLUG, ada.token, relegated, ['Club 1'])).json().message).toBe(bonusMessages.wrongCount(3));
    expect((await answer(SLUG, ada.token, 999_999, ['Club 1'])).statusCode).toBe(404);
    expect((await answer(SLUG, ada.token, 'x', ['Club 1'])).statusCode).toBe(400);
    expect((await answer('no-such-2023-24', ada.token, champion, ['Club 1'])).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/competitions/${SLUG}/bonus-questions/${champion}/answer`,
      payload: { answer: ['Club 0'] },
    });
    expect(anonymous.statusCode).toBe(401);

    const saved = await answer(SLUG, ada.token, champion, ['Club 1']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: bonusMessages.saved, data: { answer: ['Club 1'] } });
    // Changed until 1 ms before the first kick-off.
    t.clock.set(KICKOFF.getTime() - 1);
    expect((await answer(SLUG, ada.token, champion, ['Club 0'])).statusCode).toBe(200);
    t.clock.set(KICKOFF.getTime());
    const late = await answer(SLUG, ada.token, champion, ['Club 2']);
    expect([late.statusCode, late.json().message]).toEqual([422, bonusMessages.locked]);
    const mine = await questions(SLUG, ada.token);
    expect(mine.locked).toBe(true);
    expect(mine.questions[0]).toMatchObject({ answer: ['Club 0'], settled: null, earned: null });
  });

  it("shows nobody else's answers before the lock, and the league's after it", async () => {
    await league();
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);
    const eve = await createPlayer(t.app);
    const { invitationCode } = await createLeague(t.app, ada.token);
    await joinLeague(t.app, bob.token, invitationCode);
    const champion = idOf(await questions(SLUG, ada.token), 'champion');
    await answer(SLUG, ada.token, champion, ['Club 0']);
    await answer(SLUG, bob.token, champion, ['Club 3']);
    await answer(SLUG, eve.token, champion, ['Club 2']);

    const before = await questions(SLUG, bob.token);
    expect(before.questions[0]).toMatchObject({ answer: ['Club 3'], league: [] });
    expect(JSON.stringify(before)).not.toContain('Club 0"]');

    t.clock.set(KICKOFF.getTime() + MIN);
    const after = await questions(SLUG, bob.token);
    // Ada shares a league with Bob; Eve does not, so her answer stays hers.
    expect(after.questions[0]!.league).toEqual([
      { userId: ada.id, name: expect.any(String), answer: ['Club 0'], points: null },
    ]);
    expect((await questions(SLUG)).questions[0]).toMatchObject({ answer: null, league: [] });
  });
});

describe('bonus questions: scored once through the facts, rescored on correction', () => {
  it('counts in every table on the deciding match, once, and moves by the difference on a correction', async () => {
    const { ids, admin } = await league();
    const [m1, m2, m3, m4] = ids as [number, number, number, number];
    const ada = await createPlayer(t.app);
    const bob = await createPlayer(t.app);
    const { id: leagueId, invitationCode } = await createLeague(t.app, ada.token);
    await joinLeague(t.app, bob.token, invitationCode);
    // Leagues with rules of their own (ADR 112): one leaves bonus points out, one counts them without jokers.
    const ruled = async (rules: { jokers?: boolean; bonus?: boolean }) => {
      const made = await call(t.app, 'POST', '/private-leagues', ada.token, { leagueName: 'Ruled', ...rules });
      expect(made.statusCode).toBe(201);
      await joinLeague(t.app, bob.token, made.json().data.invitationCode);
      return made.json().data.id as number;
    };
    const noBonus = await ruled({ bonus: false });
    const noJokers = await ruled({ jokers: false });
    const found = await questions(SLUG, ada.token);
    const champion = idOf(found, 'champion');
    const relegated = idOf(found, 'relegated');
    await answer(SLUG, ada.token, champion, ['Club 0']);
    await answer(SLUG, ada.token, relegated, ['Club 1', 'Club 2', 'Club 0']);
    await answer(SLUG, bob.token, champion, ['Club 3']);
    await answer(SLUG, bob.token, relegated, ['Club 1', 'Club 2', 'Club 3']);
    // Picks worth 0 points, so the tables show the bonus points alone. Bob has no pick of the deciding match (nor of
    // its round): he gets his bonus points all the same (his rows are inserted); a table ranks the players with a
    // scored pick in its scope, so the round's table lists Ada only.
    await predict(ada.token, m1, '5:5');
    await predict(ada.token, m4, '5:5');
    await predict(bob.token, m1, '5:5');

    t.clock.set(KICKOFF.getTime() + 8 * DAY);
    const results: [number, number, number][] = [
      [m1, 2, 0],
      [m2, 1, 0],
      [m3, 1, 0],
    ];
    for (const [id, home, away] of results) expect((await putResult(admin.token, id, home, away)).statusCode).toBe(200);
    // Not settled before the last match: nothing yet.
    expect(await bonusFacts()).toEqual([]);
    // C0 6 pts, C3 3 (+1), C2 3 (0), C1 0: Club 0 champion; Club 3, Club 2, Club 1 at the bottom.
    expect((await putResult(admin.token, m4, 0, 2)).statusCode).toBe(200);
    await t.settle();
    expect(await bonusFacts()).toEqual([
      { user_id: ada.id, question_id: champion, round: 2, match_id: m4, points: 10 },
      { user_id: ada.id, question_id: relegated, round: 2, match_id: m4, points: 6 },
      { user_id: bob.id, question_id: champion, round: 2, match_id: m4, points: 0 },
      { user_id: bob.id, question_id: relegated, round: 2, match_id: m4, points: 9 },
    ]);
    const tables = async () => ({
      overall: pointsOf((await get(t.app, '/score', { token: ada.token })).json().data),
      round2: pointsOf((await get(t.app, '/score?round=2', { token: ada.token })).json().data),
      round1: pointsOf((await get(t.app, '/score?round=1', { token: ada.token })).json().data),
      range: pointsOf((await get(t.app, '/score?start=2024-03-09&end=2024-03-09', { token: ada.token })).json().data),
      league: pointsOf((await call(t.app, 'GET', `/private-leagues/${leagueId}/score`, ada.token)).json().data),
      all: pointsOf(
        (await call(t.app, 'GET', `/private-leagues/${leagueId}/score?competition=all`, ada.token)).json().data,
      ),
      noBonus: pointsOf((await call(t.app, 'GET', `/private-leagues/${noBonus}/score`, ada.token)).json().data),
      noJokers: pointsOf((await call(t.app, 'GET', `/private-leagues/${noJokers}/score`, ada.token)).json().data),
    });
    const settled = await tables();
    expect(settled.overall[ada.id]).toBe(16);
    expect(settled.round2[ada.id]).toBe(16);
    expect(settled.round1[ada.id] ?? 0).toBe(0);
    expect(settled.range[ada.id]).toBe(16);
    expect(settled.league).toMatchObject({ [ada.id]: 16, [bob.id]: 9 });
    expect(settled.all).toMatchObject({ [ada.id]: 16, [bob.id]: 9 });
    // The league's own table (from the facts) leaves them out under its rule, and counts them otherwise.
    expect(settled.noBonus).toMatchObject({ [ada.id]: 0, [bob.id]: 0 });
    expect(settled.noJokers).toMatchObject({ [ada.id]: 16, [bob.id]: 9 });
    expect(settled.round2[bob.id]).toBeUndefined();
    expect(await totals(bob.id)).toEqual({ points: 9, scored: 1, exact: 0, outcomes: 0, round_points: 9 });
    const shown = await questions(SLUG, ada.token);
    expect(shown.questions.map((q) => [q.settled, q.earned])).toEqual([
      [['Club 0'], 10],
      [['Club 3', 'Club 2', 'Club 1'], 6],
    ]);
    expect(shown.questions[0]!.league).toEqual([
      { userId: bob.id, name: expect.any(String), answer: ['Club 3'], points: 0 },
    ]);

    // The same result again scores nothing twice.
    expect((await putResult(admin.token, m4, 0, 2)).statusCode).toBe(200);
    await t.settle();
    expect((await tables()).overall[ada.id]).toBe(16);

    // A correction of another match of the league (C0 0:3 C2): Club 2 champion; Club 3, Club 0, Club 1 at the bottom.
    expect((await putResult(admin.token, m3, 0, 3)).statusCode).toBe(200);
    await t.settle();
    const corrected = await tables();
    expect(corrected.overall).toMatchObject({ [ada.id]: 6 });
    expect(corrected.league).toMatchObject({ [ada.id]: 6, [bob.id]: 6 });
    expect(corrected.noBonus).toMatchObject({ [ada.id]: 0, [bob.id]: 0 });
    expect(corrected.noJokers).toMatchObject({ [ada.id]: 6, [bob.id]: 6 });
    expect(corrected.range[ada.id]).toBe(6);
    expect(await totals(bob.id)).toEqual({ points: 6, scored: 1, exact: 0, outcomes: 0, round_points: 6 });
    // The one sum the league rules read to leave bonus points out (or in).
    const season = { competitionId: (await questionsSeason()).competitionId, season: 2023 };
    const sums = await bonusRepository.pointsOf(db(), [season]);
    expect(Object.fromEntries(sums)).toEqual({ [ada.id]: 6, [bob.id]: 6 });
    expect((await bonusRepository.pointsOf(db(), [season], [1])).size).toBe(0);
  });

  it("scores the top scorer on the operator's word, once, and again on its correction", async () => {
    const { wc, group, final } = await worldCup();
    const ada = await createPlayer(t.app);
    const found = await questions('world-cup-2026', ada.token);
    expect(found.questions.map((q) => q.key)).toEqual(['champion', 'top-scorer', 'group-A', 'final-goals']);
    const topScorer = found.questions.find((q) => q.kind === 'topScorer')!;
    expect(topScorer.choices.length).toBeGreaterThan(1000);
    const [first, second] = topScorer.choices as [string, string];
    expect((await answer('world-cup-2026', ada.token, topScorer.id, [first])).statusCode).toBe(200);
    const goals = found.questions.find((q) => q.kind === 'finalGoals')!.id;
    expect((await answer('world-cup-2026', ada.token, goals, ['3'])).statusCode).toBe(200);
    const groupA = found.questions.find((q) => q.key === 'group-A')!.id;
    expect((await answer('world-cup-2026', ada.token, groupA, ['Mexico'])).statusCode).toBe(200);

    const word = (token: string, id: number, names: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/competitions/world-cup-2026/bonus-questions/${id}/result`,
        headers: { authorization: `Bearer ${token}` },
        payload: { answer: names },
      });
    expect((await word(ada.token, topScorer.id, [first])).statusCode).toBe(403);
    t.clock.set(Date.parse('2026-07-20T12:00:00Z'));
    const admin = await createPlayer(t.app, { email: 'ops@example.com' });
    await makeOperator(t.app, admin);
    expect((await word(admin.token, goals, ['3'])).statusCode).toBe(422);
    expect((await word(admin.token, topScorer.id, ['Nobody At All'])).statusCode).toBe(400);
    expect((await putResult(admin.token, group, 2, 0)).statusCode).toBe(200);
    expect((await putResult(admin.token, final, 2, 1)).statusCode).toBe(200);
    await t.settle();
    const said = await word(admin.token, topScorer.id, [first]);
    expect(said.statusCode).toBe(200);
    expect(said.json().message).toBe(bonusMessages.resultSaved);
    await t.settle();
    const points = async () =>
      queryRows<{ points: number }>(
        db(),
        sql`select points from player_totals where user_id = ${ada.id} and competition_id = ${wc}`,
      );
    // 8 (top scorer) + 3 (group A: Mexico) + 5 (3 goals in the final).
    expect(await points()).toEqual([{ points: 16 }]);
    expect((await word(admin.token, topScorer.id, [first])).statusCode).toBe(200);
    expect(await points()).toEqual([{ points: 16 }]);
    // The operator corrects the top scorer: 8 points taken back, once.
    expect((await word(admin.token, topScorer.id, [second])).statusCode).toBe(200);
    expect(await points()).toEqual([{ points: 8 }]);
    const rounds = await queryRows<{ round: number; points: number }>(
      db(),
      sql`select round, points from player_round_totals where user_id = ${ada.id} and competition_id = ${wc} order by round`,
    );
    expect(rounds).toEqual([
      { round: 1, points: 3 },
      { round: 2, points: 5 },
    ]);
  });
});

async function questionsSeason() {
  const [row] = await queryRows<{ competitionId: number }>(
    db(),
    sql`select competition_id as "competitionId" from competition_seasons where slug = ${SLUG}`,
  );
  return row!;
}
function putResult(token: string, matchId: number, home: number, away: number) {
  return putResultAs(t.app, token, matchId, home, away);
}
function predict(token: string, matchId: number, prediction: string) {
  return predictAs(t.app, token, matchId, prediction);
}
function pointsOf(board: { results: { user: { id: number }; totalPoints: number }[] }) {
  return Object.fromEntries(board.results.map((entry) => [entry.user.id, entry.totalPoints])) as Record<number, number>;
}
function bonusFacts() {
  return queryRows<{ user_id: number; question_id: number; round: number; match_id: number; points: number }>(
    db(),
    sql`select user_id, question_id, round, match_id, points from bonus_facts order by user_id, question_id`,
  );
}
async function totals(userId: number) {
  const [row] = await queryRows<{
    points: number;
    scored: number;
    exact: number;
    outcomes: number;
    round_points: number;
  }>(
    db(),
    sql`select t.points, t.scored, t.exact, t.outcomes,
               (select sum(points)::int from player_round_totals r where r.user_id = t.user_id) as round_points
          from player_totals t where t.user_id = ${userId}`,
  );
  return row;
}

/** A small World Cup 2026 (its slug, so its squads are offered): group A's one match on day 1, the final on day 2. */
async function worldCup() {
  const [wc] = await db()
    .insert(competitions)
    .values({ provider: 'embedded', providerCompetitionId: 'world-cup', name: 'World Cup', type: 'Tournament' })
    .returning();
  await db()
    .insert(competitionSeasons)
    .values({ competitionId: wc!.id, season: 2026, slug: 'world-cup-2026', name: 'World Cup', kind: 'tournament' });
  const [mexico, korea] = await db()
    .insert(teams)
    .values([
      { slug: 'mexico-t', name: 'Mexico', shortName: 'MEX' },
      { slug: 'korea-t', name: 'Korea Republic', shortName: 'KOR' },
    ])
    .returning();
  const seed = async (round: number, kickoff: string, stageKey: string, groupName: string | null) => {
    const match = await seedMatch(db(), {
      competitionId: wc!.id,
      homeTeamId: mexico!.id,
      awayTeamId: korea!.id,
      round,
      kickoffAt: new Date(kickoff),
    });
    await db().execute(sql`update matches set season = 2026, stage_key = ${stageKey}, group_name = ${groupName}
                            where id = ${match.id}`);
    return match.id;
  };
  const group = await seed(1, '2026-06-11T19:00:00Z', 'group-stage-1', 'Group A');
  const final = await seed(2, '2026-07-19T19:00:00Z', 'final', null);
  return { wc: wc!.id, group, final };
}
