import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeApiFootball, readFixture, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };
const garbage = () => ({ body: { errors: [], response: [{ fixture: 'nope', team: 'nope' }] } });

type Row = { id: number; details: { teams: { home: { id: number }; away: { id: number } } } };
type Meeting = { fixture: { date: string; kickoff: string | null } };
type Statistics = { statistics: { type: string; value: unknown }[] }[];

/**
 * Optional calls (head-to-head, statistics…) that fail, through the real sync against the stand-in API-Football: on
 * 2 Sep 2023 at 12:00, 1005 (Man United–Newcastle) is live and 1006 (Liverpool–Arsenal, 14:00), 1007 (16:30) and
 * 1008 (Man City–Aston Villa, 3 Sep 15:30) are to come, so each of the three is due its head-to-head.
 */
describe('API-Football sync: a failed optional call is asked again later, within the quota', () => {
  let server: FakeApiFootball;
  let t: TestApp;
  let token: string;

  const sync = (at?: string) => {
    if (at) t.clock.set(at);
    return footballSync(t.app, { apiFootball: noWait }).syncOnce();
  };
  const data = async (url: string) => {
    const response = await get(t.app, url, { token });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  const matchByRow = async (index: number): Promise<Row> => (await data('/match?round=2')).matches.rows[index];
  const meetings = async (row: Row): Promise<Meeting[]> =>
    data(`/match/api/head2head/${row.details.teams.home.id}/${row.details.teams.away.id}`);
  const headToHeadCalls = () => server.callsTo('/fixtures/headtohead').length;

  beforeEach(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
    token = (await createPlayer(t.app)).token;
  });
  afterEach(async () => {
    await t.close();
    await server.stop();
  });

  it('a head-to-head answered wrongly is asked again after a wait, and its meetings then show', async () => {
    server.override('/fixtures/headtohead', garbage);
    const first = await sync();
    expect(first.outcome).toBe('synced');
    expect(first.problems).toEqual([expect.stringMatching(/^head-to-head of 1006: /)]);
    // A failed call ends the kind's calls for the run: not one failed call for every match due.
    expect(headToHeadCalls()).toBe(1);
    const liverpoolArsenal = await matchByRow(1);
    const dates = async () => (await meetings(liverpoolArsenal)).map((meeting) => meeting.fixture.date);
    // The provider's meeting of 16 Dec 2021 is not one of the stored seasons' results: it comes with head-to-head.
    expect(await dates()).not.toContain('2021-12-16');

    server.clearOverrides();
    expect((await sync('2023-09-02T12:10:00Z')).problems).toEqual([]);
    expect(headToHeadCalls()).toBe(3); // 1007 and 1008, not held back; 1006 waits 15 minutes after its failure
    expect(await dates()).not.toContain('2021-12-16');
    expect((await sync('2023-09-02T12:16:00Z')).problems).toEqual([]);
    expect(headToHeadCalls()).toBe(4); // 1006 again
    expect(await dates()).toContain('2021-12-16');
    await sync('2023-09-02T12:40:00Z');
    expect(headToHeadCalls()).toBe(4); // fetched once each, as before
  });

  it('a head-to-head the plan refuses is not asked for again for a week, then asked again (a plan upgrade)', async () => {
    server.override('/fixtures/headtohead', () => ({ body: readFixture('error-plan.json') }));
    const first = await sync();
    expect(first.outcome).toBe('synced');
    expect(first.problems).toEqual([expect.stringMatching(/^head-to-head of 1006: API-Football plan/)]);
    expect(headToHeadCalls()).toBe(1);
    // A match of the next round comes within its week: still no head-to-head call, a day later or a week later.
    const next = readFixture<{ response: (typeof server.season)[number][] }>('fixtures.json').response[5]!;
    server.season = [
      ...server.season,
      {
        ...next,
        fixture: { ...next.fixture, id: 1009, date: '2023-09-09T14:00:00+00:00', timestamp: 1694268000 },
        league: { id: 39, name: 'Premier League', season: 2023, round: 'Regular Season - 3' },
      } as typeof next,
    ];
    expect(await sync('2023-09-03T12:00:00Z')).toMatchObject({ outcome: 'synced', matches: { inserted: 1 } });
    await sync('2023-09-08T12:00:00Z');
    expect(headToHeadCalls()).toBe(1);
    // A week after the refusal the plan has been upgraded: the kind is asked for again, and answered.
    server.clearOverrides();
    expect((await sync('2023-09-09T12:00:00Z')).problems).toEqual([]);
    expect(headToHeadCalls()).toBeGreaterThan(1);
  });

  it('a head-to-head refused for the day (errors.requests) is asked for after midnight UTC, not before', async () => {
    server.override('/fixtures/headtohead', () => ({ body: readFixture('error-requests.json') }));
    expect((await sync()).outcome).toBe('blocked');
    server.clearOverrides();
    expect((await sync('2023-09-02T23:59:00Z')).outcome).toBe('blocked');
    expect(headToHeadCalls()).toBe(1);
    expect((await sync('2023-09-03T00:00:30Z')).outcome).toBe('synced');
    // Man City–Aston Villa (3 Sep) gets its meetings: the provider's 12 Feb 2023 one, which knows its kick-off.
    const cityVilla = await matchByRow(3);
    const meeting = (await meetings(cityVilla)).find((candidate) => candidate.fixture.date === '2023-02-12');
    expect(meeting?.fixture.kickoff).toBe('2023-02-12T16:30:00.000Z');
  });

  it('final statistics answered wrongly are asked again, and the live ones stay shown meanwhile', async () => {
    await sync();
    const live = await matchByRow(0);
    const possession = async () =>
      ((await data(`/match/api/statistics/${live.id}`)) as Statistics)[0]?.statistics.find(
        (entry) => entry.type === 'Ball Possession',
      )?.value;
    expect(await possession()).toBe('56%');

    server.season = server.season.map((item) =>
      item.fixture.id === 1005
        ? ({
            ...item,
            fixture: {
              ...item.fixture,
              status: { long: 'Match Finished', short: 'FT', elapsed: 90 },
            },
            goals: { home: 2, away: 1 },
          } as typeof item)
        : item,
    );
    server.override('/fixtures/statistics', garbage);
    const report = await sync('2023-09-02T13:40:00Z');
    expect(report.problems).toEqual([expect.stringMatching(/^statistics of 1005: /)]);
    expect(await possession()).toBe('56%');

    const final = readFixture<{ response: { statistics: { type: string; value: unknown }[] }[] }>(
      'statistics-1005.json',
    );
    for (const entry of final.response[0]!.statistics) if (entry.type === 'Ball Possession') entry.value = '58%';
    server.override('/fixtures/statistics', () => ({ body: final }));
    await sync('2023-09-02T13:56:00Z');
    expect(await possession()).toBe('58%');
  });
});
