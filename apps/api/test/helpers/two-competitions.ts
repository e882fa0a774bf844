import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { footballSyncJob } from '../../src/jobs/football-sync.job';
import { createPlayer, get, post } from './auth-helpers';
import { predict } from './prediction-fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 58 (ADR 103): the Premier League 2023/24 (the default) and the World Cup 2026 imported and replayed at once;
 * Ada and Bob predict the Premier League's matchday 28 and the World Cup's first group matchday, Cy the World Cup
 * only; both rounds are played and scored, and their badges awarded.
 */
export type Player = Awaited<ReturnType<typeof createPlayer>>;

export const PL = 'premier-league-2023-24';
export const WC = 'world-cup-2026';
const firstStart = '2026-12-07T10:00:00Z';

export interface MatchRow {
  id: number;
  date: string;
  details: {
    league: { name: string; round: string };
    stage: { key: string | null; name: string; kind: string | null; group: string | null };
    fixture: { status: { short: string } };
  };
}

export interface TwoCompetitions {
  t: TestApp;
  ada: Player;
  bob: Player;
  cy: Player;
  /** Each competition-season's key by slug. */
  keys: Map<string, { competitionId: number; season: number }>;
  /** The answers of GET /match before the rounds were played, by query (a visitor's, the default one asked first). */
  before: Map<string, { statusCode: number; data: Record<string, unknown> }>;
}

/** The calls and oracles the tests read with. */
export function readersOf({ t, keys }: TwoCompetitions) {
  const data = async (url: string, token?: string) => {
    const response = await get(t.app, url, { token });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };

  /** Every row of a table, page by page. */
  async function wholeTable(query: string, token?: string): Promise<LeaderboardEntry[]> {
    const rows: LeaderboardEntry[] = [];
    for (let page = 1; ; page += 1) {
      const board = (await data(`/score?size=100&page=${page}${query}`, token)) as Leaderboard;
      rows.push(...board.results);
      if (rows.length >= board.total) return rows;
    }
  }

  /** Each player's points and scored picks in a competition-season, from the scored facts themselves. */
  async function factsOf(slug: string) {
    const key = keys.get(slug)!;
    const rows = await queryRows<{ user_id: number; points: number; scored: number }>(
      t.app.deps.database.db,
      sql`select s.user_id, sum(s.points)::int as points, count(*)::int as scored
            from scored_predictions s join matches m on m.id = s.match_id
           where m.competition_id = ${key.competitionId} and m.season = ${key.season}
           group by s.user_id`,
    );
    return new Map(rows.map((row) => [row.user_id, { points: row.points, scored: row.scored }]));
  }

  return { data, wholeTable, factsOf };
}

export async function playTwoCompetitions(): Promise<TwoCompetitions> {
  const t = await createTestApp({ clockStart: firstStart, env: { EMBEDDED_COMPETITIONS: WC } });
  await t.app.deps.jobs.send(footballSyncJob, {});
  await t.settle();
  const keys = new Map<string, { competitionId: number; season: number }>();
  for (const row of await queryRows<{ slug: string; competition_id: number; season: number }>(
    t.app.deps.database.db,
    sql`select slug, competition_id, season from competition_seasons`,
  )) {
    keys.set(row.slug, { competitionId: row.competition_id, season: row.season });
  }
  const ada = await createPlayer(t.app);
  const bob = await createPlayer(t.app);
  const cy = await createPlayer(t.app);

  const before: TwoCompetitions['before'] = new Map();
  for (const query of ['', '?round=28', `?competition=${WC}`, `?competition=${WC}&round=4`, `?competition=${PL}`]) {
    const response = await get(t.app, `/match${query}`);
    before.set(query, { statusCode: response.statusCode, data: response.json().data });
  }
  // The matches still open this week (a round in progress has some played already).
  const open = (rows: MatchRow[]) =>
    rows.filter((row) => {
      const kickoff = Date.parse(row.date);
      const now = Date.parse(firstStart);
      return row.details.fixture.status.short === 'NS' && kickoff > now + 3_600_000 && kickoff < now + 14 * 86_400_000;
    });
  // The Premier League's matchday 27 is being played: its matchday 28 is the one to predict.
  const plRound = open((before.get('?round=28')!.data.matches as { rows: MatchRow[] }).rows);
  const wcRound = open((before.get(`?competition=${WC}`)!.data.matches as { rows: MatchRow[] }).rows);
  expect(plRound.length).toBeGreaterThan(3);
  expect(wcRound).toHaveLength(24);
  for (const match of plRound) {
    expect((await predict(t.app, ada.token, match.id, '1:0')).statusCode).toBe(201);
    expect((await predict(t.app, bob.token, match.id, '1:1')).statusCode).toBe(201);
  }
  for (const match of wcRound) {
    expect((await predict(t.app, ada.token, match.id, '2:0')).statusCode).toBe(201);
    expect((await predict(t.app, bob.token, match.id, '1:1')).statusCode).toBe(201);
    expect((await predict(t.app, cy.token, match.id, '0:1')).statusCode).toBe(201);
  }

  // Both rounds played: the clock past their last kick-off, both competitions synced, scored and their badges awarded.
  const kickoffs = await queryRows<{ last: string }>(
    t.app.deps.database.db,
    sql`select max(kickoff_at) as last from matches where id in (${sql.join(
      [...plRound, ...wcRound].map((match) => sql`${match.id}`),
      sql`, `,
    )})`,
  );
  t.clock.set(new Date(Date.parse(kickoffs[0]!.last) + 3 * 3_600_000).toISOString());
  await t.app.deps.jobs.send(footballSyncJob, {});
  await t.settle();
  await t.app.deps.badgeAwarding.catchUp();
  await t.settle();
  // Sessions do not outlive the clock's week: everyone signs in again.
  for (const player of [ada, bob, cy]) {
    const response = await post(t.app, '/auth/sign-in', { email: player.email, password: player.password });
    player.token = (response.json().data as { accessToken: string }).accessToken;
  }
  return { t, ada, bob, cy, keys, before };
}
