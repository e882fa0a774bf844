import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { envelope, FakeApiFootball, readFixture, TEST_API_KEY } from '../helpers/api-football-server';
import { get } from '../helpers/auth-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };

/** The Champions League 2024/25 as API-Football would answer it (league 2): a league-stage match and a two-legged tie. */
const cupLeague = {
  league: { id: 2, name: 'UEFA Champions League', type: 'Cup', logo: null },
  country: { name: 'World', code: null, flag: null },
  seasons: [{ year: 2024, current: false, coverage: { fixtures: { lineups: false, statistics_fixtures: false } } }],
};
const cupTeams = readFixture<{ response: { team: { id: number } }[] }>('teams.json').response.filter((item) =>
  [40, 42, 49].includes(item.team.id),
);
const names: Record<number, string> = { 40: 'Liverpool', 42: 'Arsenal', 49: 'Chelsea' };
const score = (home: number | null, away: number | null) => ({ home, away });
const cupFixture = (
  id: number,
  date: string,
  round: string,
  [home, away]: [number, number],
  status: string,
  goals: [number | null, number | null],
  extra: Record<string, { home: number | null; away: number | null }> = {},
) => ({
  fixture: {
    id,
    referee: null,
    timezone: 'UTC',
    date,
    timestamp: Date.parse(date) / 1000,
    venue: { name: null },
    status: { long: status, short: status, elapsed: null },
  },
  league: { id: 2, name: 'UEFA Champions League', season: 2024, round },
  teams: { home: { id: home, name: names[home] }, away: { id: away, name: names[away] } },
  goals: score(...goals),
  score: { halftime: score(null, null), fulltime: score(...goals), penalty: score(null, null), ...extra },
});
const cupFixtures = [
  cupFixture(9001, '2024-09-17T19:00:00+00:00', 'League Stage - 1', [42, 49], 'FT', [2, 0]),
  cupFixture(9002, '2025-03-04T20:00:00+00:00', 'Round of 16', [42, 40], 'FT', [0, 1]),
  cupFixture(9003, '2025-03-11T20:00:00+00:00', 'Round of 16', [40, 42], 'PEN', [0, 1], {
    fulltime: score(0, 1),
    penalty: score(1, 4),
  }),
];

/**
 * Issue 58: API_FOOTBALL_LEAGUES plays more API-Football competitions beside the default one, each synced as its own
 * competition (its own job and state), with its stages, on one client: one daily quota for all.
 */
describe('API-Football: several competitions at once', () => {
  let server: FakeApiFootball;
  let t: TestApp;

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
    const isCup = (query: Record<string, string>) => query.league === '2' || query.id === '2';
    server.override('/leagues', (query) =>
      isCup(query) ? { body: envelope('leagues', query, [cupLeague]) } : undefined,
    );
    server.override('/teams', (query) => (isCup(query) ? { body: envelope('teams', query, cupTeams) } : undefined));
    server.override('/fixtures/rounds', (query) =>
      isCup(query) ? { body: envelope('fixtures/rounds', query, ['League Stage - 1', 'Round of 16']) } : undefined,
    );
    server.override('/fixtures', (query) =>
      isCup(query) && query.season === '2024' ? { body: envelope('fixtures', query, cupFixtures) } : undefined,
    );
    t = await createTestApp({
      clockStart: '2025-03-12T12:00:00Z',
      env: {
        API_FOOTBALL_KEY: TEST_API_KEY,
        API_FOOTBALL_BASE_URL: server.baseUrl,
        API_FOOTBALL_LEAGUES: '2:2024, 39:2023',
      },
      container: { provider: { apiFootball: noWait } },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('syncs each league as its own competition, with its stages, two legs and the shoot-out', async () => {
    // The default league and season named again in the list is not a second competition.
    expect([...t.app.deps.competitionSyncs.keys()]).toEqual(['api-football-2-2024']);
    const report = await t.app.deps.competitionSyncs.get('api-football-2-2024')?.runOnce();
    expect(report, JSON.stringify(report)).toMatchObject({ outcome: 'synced', matches: { inserted: 3 } });
    const rows = await queryRows<{ id: number; provider_fixture_id: string }>(
      t.app.deps.database.db,
      sql`select id, provider_fixture_id from matches order by provider_fixture_id`,
    );
    const idOf = (key: string) => rows.find((row) => row.provider_fixture_id === key)?.id;
    const details = async (key: string) => (await get(t.app, `/match/${idOf(key)}`)).json().data.details;
    expect(await details('9001')).toMatchObject({
      stage: { key: 'league-phase-1', name: 'League phase · Matchday 1', kind: 'league', leg: null },
    });
    expect(await details('9003')).toMatchObject({
      stage: { key: 'round-of-16', name: 'Round of 16', kind: 'knockout', leg: 2 },
      goals: { home: 0, away: 1 },
      score: { regulartime: { home: 0, away: 1 }, penalty: { home: 1, away: 4 } },
      aggregate: { home: 1, away: 1 },
    });
    const competitions = (await get(t.app, '/competitions')).json().data as { slug: string; kind: string }[];
    expect(competitions.map((competition) => competition.slug)).toContain('uefa-champions-league-2024-25');
  });

  it('spends one daily quota: once it is used up, no competition calls the provider until midnight UTC', async () => {
    server.dailyRemaining = 0;
    t.clock.set('2025-03-12T14:00:00Z');
    await t.app.deps.competitionSyncs.get('api-football-2-2024')?.runOnce();
    server.requests.length = 0;
    t.clock.set('2025-03-12T16:00:00Z');
    await t.app.deps.competitionSyncs.get('api-football-2-2024')?.runOnce();
    await t.app.deps.football.runOnce();
    expect(server.requests).toEqual([]);
  });
});
