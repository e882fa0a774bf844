import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { footballSyncJob } from '../../src/jobs/football-sync.job';
import { createPlayer, get, post } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 58 (docs/decisions/101): the embedded competitions beside the Premier League 2023/24, each imported by the
 * football sync's own code as its own sync, with its stages and knockout facts.
 */

interface Row {
  id: number;
  round: number;
  round_label: string;
  stage_key: string | null;
  stage_kind: string | null;
  group_name: string | null;
  leg: number | null;
  tie_key: string | null;
  status: string;
  kickoff_at: string;
  home: string;
  away: string;
  home_goals: number | null;
  away_goals: number | null;
  regular_home_goals: number | null;
  regular_away_goals: number | null;
  penalty_home_goals: number | null;
  penalty_away_goals: number | null;
}

async function matchesOf(t: TestApp, slug: string): Promise<Row[]> {
  return queryRows<Row>(
    t.app.deps.database.db,
    sql`select m.id, m.round, m.round_label, m.stage_key, m.stage_kind::text, m.group_name, m.leg, m.tie_key,
               m.status, m.kickoff_at, h.name as home, a.name as away, m.home_goals, m.away_goals,
               m.regular_home_goals, m.regular_away_goals, m.penalty_home_goals, m.penalty_away_goals
          from matches m
          join competition_seasons cs on cs.competition_id = m.competition_id and cs.season = m.season
          join teams h on h.id = m.home_team_id
          join teams a on a.id = m.away_team_id
         where cs.slug = ${slug}
         order by m.kickoff_at, m.id`,
  );
}

/** Stage names and match counts, in order. */
const stageList = (rows: Row[]) => {
  const counts = new Map<number, [string, number]>();
  for (const row of rows) counts.set(row.round, [row.round_label, (counts.get(row.round)?.[1] ?? 0) + 1]);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
};

const find = (rows: Row[], home: string, away: string, stage: string) => {
  const row = rows.find(
    (candidate) => candidate.home === home && candidate.away === away && candidate.stage_key === stage,
  );
  if (!row) throw new Error(`${home} v ${away} (${stage}) not imported`);
  return row;
};

async function syncCompetition(t: TestApp, slug: string) {
  const sync = t.app.deps.competitionSyncs.get(slug);
  if (!sync) throw new Error(`${slug} is not configured`);
  return sync.runOnce();
}

describe('the embedded World Cup 2026 and Champions League 2024/25 on their real dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clockStart: '2026-12-07T10:00:00Z',
      env: { REPLAY_ROUND: 'off', EMBEDDED_COMPETITIONS: 'world-cup-2026,champions-league-2024-25' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports the World Cup: 104 matches, 48 national teams with their flags, its stages and groups', async () => {
    const report = await syncCompetition(t, 'world-cup-2026');
    expect(report).toMatchObject({ outcome: 'synced', matches: { inserted: 104 } });
    const rows = await matchesOf(t, 'world-cup-2026');
    expect(stageList(rows)).toEqual([
      ['Group stage · Matchday 1', 24],
      ['Group stage · Matchday 2', 24],
      ['Group stage · Matchday 3', 24],
      ['Round of 32', 16],
      ['Round of 16', 8],
      ['Quarter-final', 4],
      ['Semi-final', 2],
      ['Match for third place', 1],
      ['Final', 1],
    ]);
    expect(rows[0]).toMatchObject({
      home: 'Mexico',
      away: 'South Africa',
      stage_key: 'group-stage-1',
      stage_kind: 'group',
      group_name: 'Group A',
      status: 'FT',
      home_goals: 2,
      regular_home_goals: 2,
    });
    // '13:00 UTC-6' in the file.
    expect(new Date(rows[0]?.kickoff_at ?? 0).toISOString()).toBe('2026-06-11T19:00:00.000Z');
    const [mexico] = await queryRows<{ code: string; flag: string }>(
      t.app.deps.database.db,
      sql`select code, flag from teams where slug = 'national-mex'`,
    );
    expect(mexico).toEqual({ code: 'MEX', flag: '🇲🇽' });
    const [seasonRow] = await queryRows<{ name: string; kind: string }>(
      t.app.deps.database.db,
      sql`select name, kind::text from competition_seasons where slug = 'world-cup-2026'`,
    );
    expect(seasonRow).toEqual({ name: 'World Cup', kind: 'tournament' });
  });

  it('keeps the 90 minutes, extra time and the shoot-out apart, and stores the score scored on as the goals', async () => {
    const rows = await matchesOf(t, 'world-cup-2026');
    expect(rows.filter((row) => row.status === 'AET')).toHaveLength(5);
    expect(rows.filter((row) => row.status === 'PEN')).toHaveLength(4);
    // The final: 0–0 after 90 minutes, 1–0 after extra time.
    expect(find(rows, 'Spain', 'Argentina', 'final')).toMatchObject({
      status: 'AET',
      home_goals: 1,
      away_goals: 0,
      regular_home_goals: 0,
      regular_away_goals: 0,
      penalty_home_goals: null,
    });
    // 1–1 after extra time, 3–4 on penalties: the goals stay level.
    expect(find(rows, 'Germany', 'Paraguay', 'round-of-32')).toMatchObject({
      status: 'PEN',
      home_goals: 1,
      away_goals: 1,
      penalty_home_goals: 3,
      penalty_away_goals: 4,
    });
  });

  it('imports the Champions League with its two-legged ties and shows the final without a score as unknown', async () => {
    expect(await syncCompetition(t, 'champions-league-2024-25')).toMatchObject({ matches: { inserted: 189 } });
    const rows = await matchesOf(t, 'champions-league-2024-25');
    expect(stageList(rows)).toEqual([
      ...Array.from({ length: 8 }, (_, index) => [`League phase · Matchday ${index + 1}`, 18]),
      ['Play-offs', 16],
      ['Round of 16', 16],
      ['Quarter-final', 8],
      ['Semi-final', 4],
      ['Final', 1],
    ]);
    const first = find(rows, 'Paris Saint-Germain', 'Liverpool', 'round-of-16');
    const second = find(rows, 'Liverpool', 'Paris Saint-Germain', 'round-of-16');
    expect([first.leg, second.leg, first.tie_key === second.tie_key]).toEqual([1, 2, true]);
    // The source's shoot-out reads 4–4, which cannot be: decided on penalties, the kicks unknown.
    expect(second).toMatchObject({ status: 'PEN', home_goals: 0, away_goals: 1, penalty_home_goals: null });
    expect(find(rows, 'Paris Saint-Germain', 'FC Internazionale Milano', 'final')).toMatchObject({
      status: 'NS',
      home_goals: null,
      away_goals: null,
    });
    // Arsenal is the 2023/24 club, not a second Arsenal.
    const [arsenal] = await queryRows<{ count: number }>(
      t.app.deps.database.db,
      sql`select count(*)::int as count from teams where name like 'Arsenal%'`,
    );
    expect(arsenal?.count).toBe(1);
  });

  it("answers a knockout match with its stage, the 90 minutes' score, the shoot-out and a second leg's aggregate", async () => {
    const matchAnswer = async (id: number | undefined) => (await get(t.app, `/match/${id}`)).json().data.details;
    const worldCup = await matchesOf(t, 'world-cup-2026');
    expect(await matchAnswer(find(worldCup, 'Spain', 'Argentina', 'final').id)).toMatchObject({
      stage: { key: 'final', name: 'Final', kind: 'knockout', group: null, leg: null },
      // A national team carries its flag (drawn as an image by the web), a club none.
      teams: { home: { name: 'Spain', code: 'ESP', flag: '🇪🇸' }, away: { name: 'Argentina', flag: '🇦🇷' } },
      fixture: { status: { short: 'AET' } },
      goals: { home: 1, away: 0 },
      score: { fulltime: { home: 1, away: 0 }, regulartime: { home: 0, away: 0 }, penalty: { home: null, away: null } },
      aggregate: null,
    });
    expect(await matchAnswer(find(worldCup, 'Germany', 'Paraguay', 'round-of-32').id)).toMatchObject({
      stage: { name: 'Round of 32' },
      goals: { home: 1, away: 1 },
      score: { penalty: { home: 3, away: 4 } },
    });
    expect(await matchAnswer(worldCup[0]?.id)).toMatchObject({
      stage: { key: 'group-stage-1', name: 'Group stage · Matchday 1', kind: 'group', group: 'Group A', leg: null },
    });
    const cup = await matchesOf(t, 'champions-league-2024-25');
    // Paris won 1–0 at Anfield after losing 0–1 at home: 1–1 on aggregate, from Liverpool's side (home in the 2nd leg).
    expect(await matchAnswer(find(cup, 'Liverpool', 'Paris Saint-Germain', 'round-of-16').id)).toMatchObject({
      stage: { name: 'Round of 16', leg: 2 },
      goals: { home: 0, away: 1 },
      aggregate: { home: 1, away: 1 },
    });
    expect(await matchAnswer(find(cup, 'Paris Saint-Germain', 'Liverpool', 'round-of-16').id)).toMatchObject({
      stage: { leg: 1 },
      aggregate: null,
    });
  });

  it('changes nothing when a competition is synced again', async () => {
    expect(await syncCompetition(t, 'world-cup-2026')).toMatchObject({
      outcome: 'synced',
      matches: { inserted: 0, updated: 0 },
      teams: { inserted: 0, updated: 0 },
    });
    expect(await syncCompetition(t, 'champions-league-2024-25')).toMatchObject({
      matches: { inserted: 0, updated: 0 },
      teams: { inserted: 0, updated: 0 },
    });
  });
});

describe("the Premier League and the World Cup replayed on today's calendar at once", () => {
  // A Monday morning: the Premier League's matchday 27 and the World Cup's first group matchday are both to come.
  const firstStart = '2026-12-07T10:00:00Z';
  let t: TestApp;
  let rows: Row[];

  beforeAll(async () => {
    t = await createTestApp({ clockStart: firstStart, env: { EMBEDDED_COMPETITIONS: 'world-cup-2026' } });
    // As in a run: the football sync's job, which queues the World Cup's own sync job.
    await t.app.deps.jobs.send(footballSyncJob, {});
    await t.settle();
    rows = await matchesOf(t, 'world-cup-2026');
    expect(rows).toHaveLength(104);
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens both for predictions: the Premier League round on show and the World Cup from its first group matchday', async () => {
    const player = await createPlayer(t.app);
    // The default competition, as every existing route means it.
    const round = (await get(t.app, '/match', { token: player.token })).json().data;
    expect(round).toMatchObject({ current_round: 27, total_rounds: 38 });
    const now = Date.parse(firstStart);
    const opening = rows.filter((row) => row.round === 1);
    const firstKickoff = Math.min(...opening.map((row) => Date.parse(row.kickoff_at)));
    expect(firstKickoff).toBeGreaterThan(now);
    expect(firstKickoff - now).toBeLessThan(7 * 24 * 3_600_000);
    expect(rows.every((row) => row.status === 'NS' && row.home_goals === null)).toBe(true);
    const [match] = opening;
    expect((await predict(t.app, player.token, match?.id, '2:0')).statusCode).toBe(201);
  });

  it('lists both competitions, the default first, with their current stage and status (GET /competitions)', async () => {
    const response = await get(t.app, '/competitions');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        slug: 'premier-league-2023-24',
        name: 'Premier League',
        kind: 'league',
        season: '2023/24',
        isDefault: true,
        currentStage: { key: 'matchday-27', name: 'Matchday 27', kind: 'league', order: 27 },
        status: 'in_progress',
        playing: false,
        mine: true,
        jokers: true,
      },
      {
        slug: 'world-cup-2026',
        name: 'World Cup',
        kind: 'tournament',
        season: '2026',
        isDefault: false,
        currentStage: { key: 'group-stage-1', name: 'Group stage · Matchday 1', kind: 'group', order: 1 },
        status: 'upcoming',
        playing: false,
        mine: false,
        jokers: true,
      },
    ]);
  });

  it('scores knockout picks on the score after extra time, never on the shoot-out (ADR 059)', async () => {
    const final = find(rows, 'Spain', 'Argentina', 'final');
    const shootOut = find(rows, 'Germany', 'Paraguay', 'round-of-32');
    const afterExtraTime = await createPlayer(t.app);
    const afterNinety = await createPlayer(t.app);
    // A knockout match opens for predictions once its teams are known (ADR 105): an hour before each kick-off, every
    // earlier round is over and replayed.
    const anHourBefore = async (match: Row) => {
      t.clock.set(new Date(Date.parse(match.kickoff_at) - 3_600_000).toISOString());
      expect((await syncCompetition(t, 'world-cup-2026')).outcome).toBe('synced');
      await t.settle();
      // Months later: the players sign in again.
      for (const player of [afterExtraTime, afterNinety]) {
        const signIn = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
        player.token = (signIn.json().data as { accessToken: string }).accessToken;
      }
    };
    await anHourBefore(shootOut);
    expect((await predict(t.app, afterExtraTime.token, shootOut.id, '1:1')).statusCode).toBe(201);
    // The shoot-out's winner.
    expect((await predict(t.app, afterNinety.token, shootOut.id, '1:2')).statusCode).toBe(201);
    await anHourBefore(final);
    expect((await predict(t.app, afterExtraTime.token, final.id, '1:0')).statusCode).toBe(201);
    expect((await predict(t.app, afterNinety.token, final.id, '0:0')).statusCode).toBe(201);

    t.clock.set(new Date(Date.parse(final.kickoff_at) + 3 * 3_600_000).toISOString());
    expect((await syncCompetition(t, 'world-cup-2026')).outcome).toBe('synced');
    await t.settle();
    const points = await queryRows<{ match_id: number; user_id: number; points: number }>(
      t.app.deps.database.db,
      sql`select match_id, user_id, points from scored_predictions where match_id in (${final.id}, ${shootOut.id})
           order by match_id, user_id`,
    );
    const of = (matchId: number, userId: number) =>
      points.find((row) => row.match_id === matchId && row.user_id === userId)?.points;
    expect([of(final.id, afterExtraTime.id), of(final.id, afterNinety.id)]).toEqual([5, 0]);
    expect([of(shootOut.id, afterExtraTime.id), of(shootOut.id, afterNinety.id)]).toEqual([5, 0]);
    const worldCup = (await get(t.app, '/competitions')).json().data[1];
    expect(worldCup).toMatchObject({ status: 'finished', currentStage: { key: 'final', name: 'Final', order: 9 } });
  });
});
