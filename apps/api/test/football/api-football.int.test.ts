import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeApiFootball, readFixture, TEST_API_KEY } from '../helpers/api-football-server';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSnapshot, footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';

const noWait = { minIntervalMs: 0, sleep: async () => undefined, backoffBaseMs: 1, rateLimitWaitMs: 0 };

describe('API-Football provider through the sync and the match centre', () => {
  let server: FakeApiFootball;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    server = await new FakeApiFootball().start();
    t = await createTestApp({
      clockStart: '2023-09-02T12:00:00Z',
      env: { API_FOOTBALL_KEY: TEST_API_KEY, API_FOOTBALL_BASE_URL: server.baseUrl },
    });
    token = (await createPlayer(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });
  afterEach(() => {
    server.clearOverrides();
  });

  const sync = () => footballSync(t.app, { apiFootball: noWait }).syncOnce();
  const data = async (url: string) => {
    const response = await get(t.app, url, { token });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };

  it('imports league, teams, fixtures and every extra the coverage allows', async () => {
    const report = await sync();
    expect(report.outcome).toBe('synced');
    expect(report.matches.inserted).toBe(8);
    expect(report.problems).toEqual([]);
    const paths = server.requests.map((request) => request.path);
    expect(new Set(paths)).toEqual(
      new Set([
        '/status',
        '/leagues',
        '/fixtures/rounds',
        '/teams',
        '/fixtures',
        '/fixtures/lineups',
        '/injuries',
        '/fixtures/statistics',
        '/predictions',
        '/fixtures/headtohead',
      ]),
    );
    // Lineups only around kick-off (1005 is live), injuries in one call for the next two days' matches.
    expect(server.callsTo('/fixtures/lineups').map((request) => request.query.fixture)).toEqual(['1005']);
    expect(server.callsTo('/injuries').map((request) => request.query.ids)).toEqual(['1006-1007-1008']);
    expect(server.callsTo('/fixtures/statistics').map((request) => request.query.fixture)).toEqual(['1005']);
    expect(
      server
        .callsTo('/predictions')
        .map((request) => request.query.fixture)
        .sort(),
    ).toEqual(['1006', '1007', '1008']);
  });

  it('maps API-Football clubs to our clubs by name, keeping our colours and adding crests', async () => {
    const [league] = await data('/match/api/leagues');
    expect(league).toMatchObject({ name: 'Premier League', type: 'League', country: 'England', season: 2023 });
    expect(league.logo).toBe('https://media.api-sports.io/football/leagues/39.png');
    const items = await data(`/match/api/leagues/${league.id}/teams`);
    expect(items).toHaveLength(9);
    const newcastle = items.find((item: { team: { name: string } }) => item.team.name === 'Newcastle United');
    expect(newcastle.team).toMatchObject({
      shortName: 'Newcastle',
      code: 'NEW',
      logo: 'https://media.api-sports.io/football/teams/34.png',
      colors: { primary: '#241F20', secondary: '#FFFFFF' },
    });
    // Not one of our clubs: a new team with the provider's name and crest, and no colours.
    const sunderland = items.find((item: { team: { name: string } }) => item.team.name === 'Sunderland');
    expect(sunderland.team).toMatchObject({
      code: 'SUN',
      colors: null,
      logo: 'https://media.api-sports.io/football/teams/746.png',
    });
    expect(sunderland.venue).toEqual({ name: 'Stadium of Light', city: 'Sunderland' });
  });

  it('shows the current round with live status, referee and venue from the provider', async () => {
    const round = await data('/match');
    expect(round).toMatchObject({ round: 2, total_rounds: 2, current_round: 2 });
    const [live] = round.matches.rows;
    expect(live.details.fixture).toMatchObject({
      venue: { name: 'Old Trafford' },
      refree: { name: 'Referee One, England' },
      status: { short: '1H', elapsed: 30 },
    });
    expect(live.details.teams.home).toMatchObject({
      name: 'Manchester United',
      logo: expect.stringContaining('/teams/33.png'),
    });
    expect(live.details.goals).toEqual({ home: 0, away: 0 });
    // Man United lost their only earlier match (Chelsea 3-1); Newcastle lost to Liverpool.
    expect(live.details.last_games).toEqual({ home: ['Lose'], away: ['Lose'] });
    const first = await data('/match?round=1');
    expect(first.matches.rows.map((row: { details: { goals: unknown } }) => row.details.goals)).toEqual([
      { home: 1, away: 2 },
      { home: 2, away: 2 },
      { home: 0, away: 1 },
      { home: 3, away: 1 },
    ]);
  });

  it('serves line-ups, injuries, statistics and the provider prediction from the database', async () => {
    const rows = (await data('/match')).matches.rows as { id: number }[];
    const [live, liverpoolArsenal, evertonChelsea] = rows.map((row) => row.id);

    const lineups = await data(`/match/api/lineups/${live}`);
    expect(lineups).toHaveLength(2);
    // The provider's line-ups say who played: no season squads beside them (issue 55).
    expect(await data(`/match/api/squads/${live}`)).toEqual([]);
    expect(lineups[0]).toMatchObject({
      team: {
        name: 'Manchester United',
        colors: { player: { primary: 'da291c', number: 'ffffff', border: 'da291c' } },
      },
      formation: '4-2-3-1',
      coach: { name: 'E. Coach' },
    });
    expect(lineups[0].startXI[0]).toEqual({
      player: { id: 9001, name: 'A. Keeper', number: 24, pos: 'G', grid: '1:1' },
    });
    expect(lineups[1].substitutes[0].player.grid).toBeNull();

    const injuries = await data(`/match/api/injuries/${liverpoolArsenal}`);
    expect(injuries.map((injury: { player: { reason: string } }) => injury.player.reason)).toEqual([
      'Knee Injury',
      'Red Card',
    ]);
    expect(injuries[0].team.name).toBe('Liverpool');
    expect(await data(`/match/api/injuries/${live}`)).toEqual([]);

    const statistics = await data(`/match/api/statistics/${live}`);
    expect(statistics).toHaveLength(2);
    expect(statistics[0].statistics).toContainEqual({ type: 'Ball Possession', value: '56%' });
    expect(statistics[1].statistics).toContainEqual({ type: 'Goalkeeper Saves', value: 3 });
    expect(await data(`/match/api/statistics/${liverpoolArsenal}`)).toEqual([]);

    const provider = await data(`/match/api/predictions/${liverpoolArsenal}`);
    expect(provider).toMatchObject({
      source: 'provider',
      predictions: {
        percent: { home: '45%', draw: '45%', away: '10%' },
        winner: { name: 'Liverpool', comment: 'Win or draw' },
        advice: 'Double chance : Liverpool or draw',
      },
    });
    // No provider prediction for this one: our model's, labelled as such.
    const model = await data(`/match/api/predictions/${evertonChelsea}`);
    expect(model.source).toBe('model');
    expect(model.predictions.percent.home).toMatch(/^\d+%$/);
  });

  it("stores the provider's head-to-head without counting a fixture we hold twice", async () => {
    const teams = (await data('/match?round=2')).matches.rows[3].details.teams;
    expect([teams.home.name, teams.away.name]).toEqual(['Manchester City', 'Aston Villa']);
    const meetings = await data(`/match/api/head2head/${teams.home.id}/${teams.away.id}`);
    expect(meetings.map((meeting: { fixture: { date: string } }) => meeting.fixture.date)).toEqual([
      '2023-08-13',
      '2023-02-12',
      // and the ten openfootball seasons behind them
      ...meetings.slice(2).map((meeting: { fixture: { date: string } }) => meeting.fixture.date),
    ]);
    expect(meetings[0].fixture.id).not.toBeNull(); // round 1's Villa–City, our own match
    expect(
      meetings.filter((meeting: { fixture: { date: string } }) => meeting.fixture.date === '2023-08-13'),
    ).toHaveLength(1);
    expect(meetings.length).toBeGreaterThan(10);
    const dates = meetings.map((meeting: { fixture: { date: string } }) => meeting.fixture.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A meeting both the provider and the stored history know (12 Feb 2023) is listed once.
    const keys = meetings.map(
      (meeting: { fixture: { date: string }; teams: { home: { id: number }; away: { id: number } } }) =>
        `${meeting.fixture.date}:${meeting.teams.home.id}:${meeting.teams.away.id}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('running again changes nothing, and between fetches of the season refreshes only matches near kick-off', async () => {
    const before = await footballSnapshot(t.app);
    server.requests.length = 0;
    const report = await sync();
    expect(report).toMatchObject({ outcome: 'synced', matches: { inserted: 0, updated: 0 }, extras: 0 });
    // The season's answer a moment ago had the live match in it too (ADR 039).
    expect(server.requests).toEqual([]);
    t.clock.set('2023-09-02T12:15:00Z');
    expect(await sync()).toMatchObject({ outcome: 'synced', matches: { inserted: 0, updated: 0 }, extras: 0 });
    // One call: the live match and 1006, which kicks off within two hours.
    expect(server.requests.map((request) => `${request.path}?${new URLSearchParams(request.query)}`)).toEqual([
      '/fixtures?ids=1005-1006',
    ]);
    expect(await footballSnapshot(t.app)).toEqual(before);
  });

  it('picks up a result and fetches the final statistics once', async () => {
    const finished = readFixture<{ response: { fixture: { id: number } }[] }>('fixtures.json').response.map((item) =>
      item.fixture.id === 1005
        ? {
            ...item,
            fixture: {
              ...(item as { fixture: object }).fixture,
              status: { long: 'Match Finished', short: 'FT', elapsed: 90 },
            },
            goals: { home: 2, away: 1 },
            score: {
              halftime: { home: 1, away: 0 },
              fulltime: { home: 2, away: 1 },
              penalty: { home: null, away: null },
            },
          }
        : item,
    );
    server.season = finished as typeof server.season;
    t.clock.set('2023-09-02T13:40:00Z');
    server.requests.length = 0;
    const report = await sync();
    expect(report.matches.updated).toBe(1);
    expect(server.callsTo('/fixtures/statistics')).toHaveLength(1);
    const match = (await data('/match')).matches.rows[0];
    expect(match.details.fixture.status).toEqual({ short: 'FT', long: 'Match Finished', elapsed: null });
    expect(match.details.score).toEqual({
      halftime: { home: 1, away: 0 },
      fulltime: { home: 2, away: 1 },
      regulartime: { home: 2, away: 1 },
      penalty: { home: null, away: null },
    });
    server.requests.length = 0;
    t.clock.set('2023-09-02T13:56:00Z');
    await sync();
    expect(server.callsTo('/fixtures/statistics')).toHaveLength(0);
  });

  it('pauses on a refused key and makes no calls until the pause ends', async () => {
    t.clock.set('2023-09-03T12:00:00Z'); // the competition refresh is due again
    server.override('/status', () => ({ body: readFixture('error-token.json') }));
    const report = await sync();
    expect(report.outcome).toBe('blocked');
    expect(report.reason).toContain('refused the key');
    server.clearOverrides();
    server.requests.length = 0;
    expect((await sync()).outcome).toBe('blocked');
    expect(server.requests).toHaveLength(0);
    t.clock.set('2023-09-03T13:00:01Z');
    expect((await sync()).outcome).toBe('synced');
  });

  it('pauses until midnight UTC when the daily quota is used up', async () => {
    t.clock.set('2023-09-03T15:00:00Z');
    server.override('/fixtures', () => ({ body: readFixture('error-requests.json') }));
    const report = await sync();
    expect(report.outcome).toBe('blocked');
    server.clearOverrides();
    server.requests.length = 0;
    t.clock.set('2023-09-03T23:59:00Z');
    expect((await sync()).outcome).toBe('blocked');
    expect(server.requests).toHaveLength(0);
    t.clock.set('2023-09-04T00:00:30Z');
    expect((await sync()).outcome).toBe('synced');
  });

  it('pauses a day when the plan does not cover the season', async () => {
    t.clock.set('2023-09-05T01:00:00Z');
    server.override('/leagues', () => ({ body: readFixture('error-plan.json') }));
    const report = await sync();
    expect(report.outcome).toBe('blocked');
    expect(report.reason).toContain('plan');
    server.clearOverrides();
    t.clock.set('2023-09-05T12:00:00Z');
    expect((await sync()).outcome).toBe('blocked');
    t.clock.set('2023-09-06T01:00:01Z');
    expect((await sync()).outcome).toBe('synced');
  });

  it('carries on past a bad answer for one match', async () => {
    t.clock.set('2023-09-09T11:00:00Z');
    // A new round-3 match kicks off in 30 minutes: its line-ups are due, and the provider sends garbage.
    server.season = [
      ...server.season,
      {
        ...(readFixture<{ response: object[] }>('fixtures.json').response[5] as object),
        fixture: {
          id: 1009,
          referee: null,
          timezone: 'UTC',
          date: '2023-09-09T11:30:00+00:00',
          timestamp: 1694259000,
          venue: { id: 550, name: 'Anfield', city: 'Liverpool' },
          status: { long: 'Not Started', short: 'NS', elapsed: null },
        },
        league: { id: 39, name: 'Premier League', season: 2023, round: 'Regular Season - 3' },
      } as unknown as (typeof server.season)[number],
    ];
    server.override('/fixtures/lineups', () => ({ body: { errors: [], response: [{ team: 'nope' }] } }));
    const report = await sync();
    expect(report.outcome).toBe('synced');
    expect(report.matches.inserted).toBe(1);
    expect(report.problems.join()).toContain('lineups of 1009');
  });
});
