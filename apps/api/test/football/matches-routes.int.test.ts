import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { matchSchema } from '@scoreline/contracts';
import { MatchesService } from '../../src/modules/football/matches.service';
import { createPlayer, get, post } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the match centre API (spec §7 /match calls)', () => {
  let t: TestApp;
  let token: string;
  let matchId: number;
  let upcomingId: number;
  let competitionId: number;
  let teamIds: number[];

  beforeAll(async () => {
    // Saturday 12:00 UTC: matchday 27 (REPLAY_ROUND's default) starts later today.
    t = await createTestApp({ clockStart: '2025-06-07T12:00:00Z' });
    await footballSync(t.app).syncOnce();
    token = (await createPlayer(t.app)).token;
    const round1 = (await get(t.app, '/match?round=1', { token })).json().data;
    matchId = round1.matches.rows[0].id;
    upcomingId = (await get(t.app, '/match', { token })).json().data.matches.rows[0].id;
    competitionId = (await get(t.app, '/match/api/leagues')).json().data[0].id;
    teamIds = (await get(t.app, `/match/api/leagues/${competitionId}/teams`))
      .json()
      .data.map((item: { team: { id: number } }) => item.team.id);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /match', () => {
    it('is public (spec §6), but a bad token is refused rather than read as a visitor', async () => {
      const response = await get(t.app, '/match');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ round: 27, current_round: 27 });
      expect((await get(t.app, '/match', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    });

    it('answers the current round with the round info', async () => {
      const response = await get(t.app, '/match', { token });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ round: 27, current_round: 27, total_rounds: 38 });
      expect(body.data.matches.rows).toHaveLength(10);
      for (const row of body.data.matches.rows) {
        expect(matchSchema.safeParse(row).success).toBe(true);
        expect(row).toMatchObject({ round: 27, predicted: false, predictions: [] });
        expect(row.details.fixture.status.short).toBe('NS');
        expect(row.details.goals).toEqual({ home: null, away: null });
        expect(row.details.last_games.home).toHaveLength(5);
        expect(row.details.teams.home.logo).toBeNull();
        expect(row.details.teams.home.colors).toEqual({
          primary: expect.stringMatching(/^#[0-9A-F]{6}$/i),
          secondary: expect.stringMatching(/^#[0-9A-F]{6}$/i),
        });
      }
    });

    it('answers any round by ?round=n, with real results for played rounds', async () => {
      const data = (await get(t.app, '/match?round=1', { token })).json().data;
      expect(data).toMatchObject({ round: 1, current_round: 27, total_rounds: 38 });
      const [opener] = data.matches.rows;
      expect(opener.details.teams.home.name).toBe('Burnley');
      expect(opener.details.teams.away.name).toBe('Manchester City');
      expect(opener.details.goals).toEqual({ home: 0, away: 3 });
      expect(opener.details.score).toEqual({
        halftime: { home: 0, away: 2 },
        fulltime: { home: 0, away: 3 },
        regulartime: { home: 0, away: 3 },
        penalty: { home: null, away: null },
      });
      expect(opener.details.fixture).toMatchObject({
        venue: { name: 'Turf Moor' },
        refree: { name: null },
        status: { short: 'FT', long: 'Match Finished', elapsed: null },
      });
      expect(opener.details.league).toMatchObject({
        name: 'Premier League',
        season: 2023,
        round: 'Regular Season - 1',
      });
      // Nothing was played before the first matchday.
      expect(opener.details.last_games).toEqual({ home: [], away: [] });
      expect(new Date(opener.date).getUTCDay()).toBe(5); // a Friday, as on 11 August 2023
      expect(opener.date.slice(11)).toBe('19:00:00.000Z');
      expect(opener.details.fixture.timestamp).toBe(Date.parse(opener.date) / 1000);
      const last = (await get(t.app, '/match?round=38', { token })).json().data;
      expect(last.matches.rows).toHaveLength(10);
    });

    it.each([
      ['0', 'Round must be a whole number of 1 or more'],
      ['-1', 'Round must be a whole number of 1 or more'],
      ['abc', 'Round must be a whole number of 1 or more'],
      ['1.5', 'Round must be a whole number of 1 or more'],
      ['', 'Round must be a whole number of 1 or more'],
      ['39', 'Round 39 does not exist: the season has rounds 1 to 38'],
      ['99999', 'Round 99999 does not exist: the season has rounds 1 to 38'],
    ])('?round=%j → 400 %j', async (round, message) => {
      const response = await get(t.app, `/match?round=${round}`, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: { round: message } });
    });
  });

  describe('GET /match/home (public)', () => {
    it('answers the next fixtures, soonest first', async () => {
      const response = await get(t.app, '/match/home');
      expect(response.statusCode).toBe(200);
      const { rows, count } = response.json().data;
      expect(count).toBe(10);
      expect(
        rows.map((row: { details: { fixture: { status: { short: string } } } }) => row.details.fixture.status.short),
      ).toEqual(Array(10).fill('NS'));
      const dates = rows.map((row: { date: string }) => row.date);
      expect([...dates].sort()).toEqual(dates);
      expect(Date.parse(dates[0])).toBeGreaterThan(t.clock.now().getTime());
    });

    it('takes a limit from 1 to 50', async () => {
      expect((await get(t.app, '/match/home?limit=3')).json().data.rows).toHaveLength(3);
      expect((await get(t.app, '/match/home?limit=50')).json().data.rows).toHaveLength(50);
      for (const limit of ['0', '51', 'x', '-2']) {
        const response = await get(t.app, `/match/home?limit=${limit}`);
        expect(response.statusCode, limit).toBe(400);
        expect(response.json().message).toBe('Limit must be a whole number from 1 to 50');
      }
    });
  });

  describe('GET /match/{id}', () => {
    it('answers one match, signed in or not', async () => {
      const anonymous = await get(t.app, `/match/${matchId}`);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json().data).toMatchObject({ id: matchId, round: 1, predicted: false, predictions: [] });
      const signedIn = await get(t.app, `/match/${matchId}`, { token });
      // The same match; a player's answer adds their joker of its round (issue 59: none set yet).
      expect(signedIn.json().data).toEqual({ ...anonymous.json().data, joker: { matchId: null, fixed: false } });
    });

    it('answers 404 for an unknown match and 400 for a malformed id', async () => {
      const missing = await get(t.app, '/match/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, message: 'Match not found' });
      for (const id of ['0', 'abc', '1.5', '-3', '99999999999']) {
        const response = await get(t.app, `/match/${id}`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json().message).toBe('Match id must be a positive whole number');
      }
    });

    it('refuses a bad token rather than ignoring it', async () => {
      expect((await get(t.app, `/match/${matchId}`, { token: 'y'.repeat(43) })).statusCode).toBe(401);
    });
  });

  describe('provider extras of the embedded season', () => {
    it.each(['lineups', 'injuries', 'statistics'])('/match/api/%s/{id} answers an empty list', async (kind) => {
      for (const id of [matchId, upcomingId]) {
        const response = await get(t.app, `/match/api/${kind}/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, data: [] });
      }
    });

    it('/match/api/predictions/{id} answers the model, labelled as such', async () => {
      for (const id of [matchId, upcomingId]) {
        const data = (await get(t.app, `/match/api/predictions/${id}`)).json().data;
        expect(data).toMatchObject({ source: 'model', predictions: { winner: null, advice: null } });
        expect(Object.keys(data.predictions.percent)).toEqual(['home', 'draw', 'away']);
      }
    });

    it.each(['lineups', 'injuries', 'statistics', 'predictions'])(
      '/match/api/%s: 404 unknown, 400 malformed',
      async (kind) => {
        const missing = await get(t.app, `/match/api/${kind}/999999`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('Match not found');
        const malformed = await get(t.app, `/match/api/${kind}/abc`);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().message).toBe('Match id must be a positive whole number');
      },
    );
  });

  describe('GET /match/api/head2head/{homeTeamId}/{awayTeamId}', () => {
    it('answers past meetings, most recent first', async () => {
      const [a, b] = teamIds as [number, number];
      const response = await get(t.app, `/match/api/head2head/${a}/${b}`);
      expect(response.statusCode).toBe(200);
      const meetings = response.json().data;
      expect(meetings.length).toBeGreaterThan(0);
      const dates = meetings.map((meeting: { fixture: { date: string } }) => meeting.fixture.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const meeting of meetings) {
        expect([meeting.teams.home.id, meeting.teams.away.id].sort()).toEqual([a, b].sort());
      }
    });

    it('has only the replayed meetings of clubs that had not met in the ten seasons before', async () => {
      // Luton Town came up in 2023: their only league meetings with Burnley are 2023/24's, both replayed by now.
      const teams = (await get(t.app, `/match/api/leagues/${competitionId}/teams`)).json().data as {
        team: { id: number; name: string };
      }[];
      const luton = teams.find((item) => item.team.name === 'Luton Town')?.team.id;
      const burnley = teams.find((item) => item.team.name === 'Burnley')?.team.id;
      const meetings = (await get(t.app, `/match/api/head2head/${luton}/${burnley}`)).json().data;
      expect(meetings).toHaveLength(2);
      expect(meetings[0]).toMatchObject({
        season: '2023/24',
        teams: { home: { name: 'Burnley' }, away: { name: 'Luton Town' } },
        goals: { home: 1, away: 1 },
      });
      expect(meetings[1]).toMatchObject({
        season: '2023/24',
        teams: { home: { name: 'Luton Town' }, away: { name: 'Burnley' } },
        goals: { home: 1, away: 2 },
      });
    });

    it('answers 404 for an unknown club, 400 for the same club twice or a malformed id', async () => {
      const [a] = teamIds as [number];
      const missing = await get(t.app, `/match/api/head2head/${a}/999999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Team not found');
      const same = await get(t.app, `/match/api/head2head/${a}/${a}`);
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('Head to head needs two different teams');
      const malformed = await get(t.app, `/match/api/head2head/x/${a}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Team id must be a positive whole number');
    });
  });

  describe('competitions and teams', () => {
    it('GET /match/api/leagues lists the league on show', async () => {
      const response = await get(t.app, '/match/api/leagues');
      expect(response.json()).toEqual({
        success: true,
        data: [
          { id: competitionId, name: 'Premier League', type: 'League', country: 'England', logo: null, season: 2023 },
        ],
      });
    });

    it("GET /match/api/leagues/{leagueId}/teams lists the season's twenty clubs", async () => {
      const data = (await get(t.app, `/match/api/leagues/${competitionId}/teams`)).json().data;
      expect(data).toHaveLength(20);
      expect(data.find((item: { team: { code: string } }) => item.team.code === 'ARS')).toEqual({
        team: {
          id: expect.any(Number),
          name: 'Arsenal',
          shortName: 'Arsenal',
          code: 'ARS',
          logo: null,
          colors: { primary: '#EF0107', secondary: '#FFFFFF' },
          flag: null,
        },
        venue: { name: 'Emirates Stadium', city: 'London' },
      });
    });

    it('answers 404 for an unknown league and 400 for a malformed id', async () => {
      expect((await get(t.app, '/match/api/leagues/999/teams')).statusCode).toBe(404);
      const malformed = await get(t.app, '/match/api/leagues/abc/teams');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('League id must be a positive whole number');
    });
  });

  it('shows a change made by anyone at once (the shared answers follow the tables)', async () => {
    const before = (await get(t.app, `/match/${matchId}`)).json().data;
    await get(t.app, '/match?round=1', { token });
    // As another process or module would: straight into the table.
    await t.app.deps.database.db.execute(
      sql`update matches set venue_name = 'Somewhere Else', home_goals = 5 where id = ${matchId}`,
    );
    const after = (await get(t.app, `/match/${matchId}`)).json().data;
    expect(after.details.fixture.venue.name).toBe('Somewhere Else');
    expect(after.details.goals.home).toBe(5);
    const round = (await get(t.app, '/match?round=1', { token })).json().data;
    expect(round.matches.rows[0].details.goals.home).toBe(5);
    await t.app.deps.database.db.execute(
      sql`update matches set venue_name = ${before.details.fixture.venue.name}, home_goals = ${before.details.goals.home}
        where id = ${matchId}`,
    );
    expect((await get(t.app, `/match/${matchId}`)).json().data).toEqual(before);
  });

  it("fills predicted and predictions[] from the predictions module's lookup, for the caller only", async () => {
    const asked: number[][] = [];
    const predictedId = (await get(t.app, '/match', { token })).json().data.matches.rows[1].id as number;
    const service = new MatchesService({
      config: t.config,
      db: t.app.deps.database.db,
      resolveCompetition: t.app.deps.competitions.resolve,
      predictions: {
        forMatches: async (userId, ids) => {
          asked.push(ids);
          return new Map(
            userId === 7 && ids.includes(predictedId)
              ? [
                  [
                    predictedId,
                    {
                      prediction: '2:1',
                      points: null,
                      rule: null,
                      provisionalPoints: null,
                      provisionalRule: null,
                      joker: false,
                    },
                  ],
                ]
              : [],
          );
        },
      },
    });
    const round = await service.listRound(7, undefined);
    expect(round.matches.rows[0]).toMatchObject({ predicted: false, predictions: [] });
    expect(round.matches.rows[1]).toMatchObject({
      predicted: true,
      predictions: [{ prediction: '2:1', points: null, rule: null, provisionalPoints: null, provisionalRule: null }],
    });
    expect(asked[0]).toHaveLength(10);
    // Another caller right after gets the same shared rows without that prediction.
    const other = await service.listRound(8, undefined);
    expect(other.matches.rows[1]).toMatchObject({ predicted: false, predictions: [] });
    const one = await service.getMatch(predictedId, 7);
    expect(one.predictions).toEqual([
      {
        prediction: '2:1',
        points: null,
        rule: null,
        provisionalPoints: null,
        provisionalRule: null,
        joker: false,
      },
    ]);
    expect((await service.getMatch(predictedId, undefined)).predicted).toBe(false);
  });

  it("shows the caller's own prediction made through POST /prediction, and nobody else's", async () => {
    const saved = await post(t.app, '/prediction', { matchId: upcomingId, prediction: '2:1' }, { token });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const mine = (await get(t.app, '/match', { token })).json().data.matches.rows;
    expect(mine.find((row: { id: number }) => row.id === upcomingId)).toMatchObject({
      predicted: true,
      predictions: [{ prediction: '2:1', points: null, rule: null, provisionalPoints: null, provisionalRule: null }],
    });
    expect((await get(t.app, `/match/${upcomingId}`, { token })).json().data.predictions).toEqual([
      {
        prediction: '2:1',
        points: null,
        rule: null,
        provisionalPoints: null,
        provisionalRule: null,
        joker: false,
      },
    ]);
    const other = await createPlayer(t.app);
    const theirs = (await get(t.app, '/match', { token: other.token })).json().data.matches.rows;
    expect(theirs.find((row: { id: number }) => row.id === upcomingId)).toMatchObject({
      predicted: false,
      predictions: [],
    });
  });

  it('documents every call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const pathName of [
      '/api/v1/match',
      '/api/v1/match/home',
      '/api/v1/match/{id}',
      '/api/v1/match/api/lineups/{id}',
      '/api/v1/match/api/injuries/{id}',
      '/api/v1/match/api/predictions/{id}',
      '/api/v1/match/api/statistics/{id}',
      '/api/v1/match/api/head2head/{homeTeamId}/{awayTeamId}',
      '/api/v1/match/api/leagues',
      '/api/v1/match/api/leagues/{leagueId}/teams',
    ]) {
      expect(document.paths[pathName]?.get, pathName).toBeDefined();
    }
    // spec §6: visitors read the round, so it names no credential (the authorization matrix leaves it out).
    expect(document.paths['/api/v1/match'].get.security).toBeUndefined();
    for (const schema of [
      'Match',
      'RoundMatches',
      'Team',
      'Lineup',
      'Injury',
      'TeamStatistics',
      'WinPrediction',
      'HeadToHeadFixture',
      'League',
      'LeagueTeam',
    ]) {
      expect(document.components.schemas[schema], schema).toBeDefined();
    }
  });
});
