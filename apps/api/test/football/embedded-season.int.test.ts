import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { WEEK_MS } from '../../src/modules/football/providers/embedded/replay-calendar';
import { createPlayer, get } from '../helpers/auth-helpers';
import { footballSnapshot, footballSync } from '../helpers/football';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  fixtures,
  kickoffMs,
  matchRows,
  MINUTE,
  realKickoff,
  type MatchRow,
  type SeasonFixture,
} from '../helpers/embedded-season';

describe("the embedded season replayed on today's calendar", () => {
  // A Wednesday morning: REPLAY_ROUND 27 (the default) must be next, within the coming days.
  const firstStart = '2025-06-04T10:00:00Z';
  let t: TestApp;
  let token: string;
  let rows: Map<number, MatchRow>;
  let shiftMs: number;

  beforeAll(async () => {
    t = await createTestApp({ clockStart: firstStart });
    const report = await footballSync(t.app).syncOnce();
    expect(report).toMatchObject({ outcome: 'synced', matches: { inserted: 380 }, teams: { inserted: 20 } });
    expect(report.history).toBe(3800);
    const [model] = await queryRows<{ count: number }>(
      t.app.deps.database.db,
      sql`select count(*)::int as count from match_extras where win_prediction ->> 'source' = 'model'`,
    );
    expect(model?.count).toBe(380);
    rows = await matchRows(t.database.connection);
    const first = fixtures[0] as SeasonFixture;
    shiftMs = kickoffMs(rows.get(first.id)) - realKickoff(first);
    token = (await createPlayer(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('shifts every kick-off by the same whole number of weeks (same weekday and time of day)', () => {
    expect(shiftMs % WEEK_MS).toBe(0);
    expect(shiftMs).toBeGreaterThan(0);
    for (const fixture of fixtures) expect(kickoffMs(rows.get(fixture.id)) - realKickoff(fixture)).toBe(shiftMs);
  });

  it('makes REPLAY_ROUND (27) the next round, beginning within the coming days', () => {
    const now = Date.parse(firstStart);
    const round27 = fixtures.filter((fixture) => fixture.matchday === 27);
    const start = Math.min(...round27.map((fixture) => kickoffMs(rows.get(fixture.id))));
    expect(start).toBeGreaterThan(now);
    expect(start - now).toBeLessThan(WEEK_MS);
    for (const fixture of round27) expect(rows.get(fixture.id)?.status).toBe('NS');
  });

  it('finishes everything played before it with the real results, half-time included', () => {
    const now = Date.parse(firstStart);
    let finished = 0;
    for (const fixture of fixtures) {
      const row = rows.get(fixture.id);
      if (kickoffMs(row) + 115 * MINUTE <= now) {
        finished += 1;
        expect(row).toMatchObject({
          status: 'FT',
          home_goals: fixture.score.ft[0],
          away_goals: fixture.score.ft[1],
          ht_home_goals: fixture.score.ht[0],
          ht_away_goals: fixture.score.ht[1],
          status_elapsed: null,
        });
      } else {
        expect(row).toMatchObject({ status: 'NS', home_goals: null, away_goals: null });
      }
    }
    // 26 rounds less the two matches of earlier rounds that were really played later (13 March and 2 May).
    expect(finished).toBe(26 * 10 - 2);
  });

  it('uses the home ground as the venue and leaves the referee unknown', () => {
    const row = rows.get(1); // Burnley v Man City
    expect(row).toMatchObject({ venue_name: 'Turf Moor', referee: null });
  });

  it('answers the current round with its ten real fixtures', async () => {
    const response = await get(t.app, '/match', { token });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ round: 27, current_round: 27, total_rounds: 38 });
    expect(data.matches.count).toBe(10);
    const expected = fixtures.filter((fixture) => fixture.matchday === 27).map((fixture) => fixture.id);
    const ids = data.matches.rows.map((row: { id: number }) => row.id);
    expect(ids).toHaveLength(10);
    const kickoffs = data.matches.rows.map((row: { date: string }) => row.date);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    expect(new Set(expected.map((id) => kickoffMs(rows.get(id))))).toEqual(
      new Set(kickoffs.map((date: string) => Date.parse(date))),
    );
  });

  it('gives each side its last five results of the season, oldest first', async () => {
    const data = (await get(t.app, '/match', { token })).json().data;
    const ids = await queryRows<{ id: number; provider_fixture_id: string }>(
      t.app.deps.database.db,
      sql`select id, provider_fixture_id from matches`,
    );
    const fixtureOf = new Map(ids.map((row) => [Number(row.id), Number(row.provider_fixture_id)]));
    const now = Date.parse(firstStart);
    // Recomputed from the data file: a club's matches finished before this kick-off, the last five in order.
    const formOf = (slug: string, before: number) =>
      fixtures
        .filter((fixture) => fixture.home === slug || fixture.away === slug)
        .filter((fixture) => kickoffMs(rows.get(fixture.id)) < before)
        .filter((fixture) => kickoffMs(rows.get(fixture.id)) + 115 * MINUTE <= now)
        .sort((a, b) => realKickoff(a) - realKickoff(b))
        .slice(-5)
        .map((fixture) => {
          const [home, away] = fixture.score.ft;
          const [own, other] = fixture.home === slug ? [home, away] : [away, home];
          return own > other ? 'Win' : own === other ? 'Draw' : 'Lose';
        });
    for (const row of data.matches.rows as { id: number; date: string; details: { last_games: object } }[]) {
      const fixture = fixtures.find((candidate) => candidate.id === fixtureOf.get(row.id)) as SeasonFixture;
      const kickoff = Date.parse(row.date);
      expect(row.details.last_games).toEqual({
        home: formOf(fixture.home, kickoff),
        away: formOf(fixture.away, kickoff),
      });
    }
  });

  it("gives a model win probability in API-Football's shape for every match", async () => {
    const id = (await get(t.app, '/match', { token })).json().data.matches.rows[0].id;
    const response = await get(t.app, `/match/api/predictions/${id}`);
    const data = response.json().data;
    expect(data.source).toBe('model');
    const percents = Object.values(data.predictions.percent as Record<string, string>);
    expect(percents.every((value) => /^\d{1,3}%$/.test(value))).toBe(true);
    expect(percents.reduce((sum, value) => sum + parseFloat(value), 0)).toBe(100);
  });

  it('answers head-to-head from ten seasons plus the replayed matches (on their real dates), most recent first', async () => {
    const teams = (await get(t.app, '/match/api/leagues/1/teams')).json().data as {
      team: { id: number; name: string };
    }[];
    const arsenal = teams.find((item) => item.team.name === 'Arsenal')?.team.id;
    const united = teams.find((item) => item.team.name === 'Manchester United')?.team.id;
    const meetings = (await get(t.app, `/match/api/head2head/${arsenal}/${united}`)).json().data;
    // Two a season for ten seasons, plus the 3-1 of 3 September 2023 (replayed); May 2024's is still to come.
    expect(meetings).toHaveLength(21);
    expect(meetings[0]).toMatchObject({
      season: '2023/24',
      teams: { home: { name: 'Arsenal' }, away: { name: 'Manchester United' } },
      goals: { home: 3, away: 1 },
    });
    expect(meetings[0].fixture.id).toEqual(expect.any(Number));
    // issue 55: the replayed match is dated when it was played, not on the replay's calendar.
    const played = fixtures.find((fixture) => fixture.home === 'arsenal' && fixture.away === 'manchester-united')!;
    expect(meetings[0].fixture).toEqual({
      id: meetings[0].fixture.id,
      date: '2023-09-03',
      kickoff: new Date(realKickoff(played)).toISOString(),
    });
    expect(kickoffMs(rows.get(played.id)) - realKickoff(played)).toBe(shiftMs);
    expect(meetings[1]).toMatchObject({ season: '2022/23', fixture: { id: null, kickoff: null } });
    const dates = meetings.map((meeting: { fixture: { date: string } }) => meeting.fixture.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers both clubs' 2023/24 squads for a match, labelled with their season (issue 55)", async () => {
    const teams = (await get(t.app, '/match/api/leagues/1/teams')).json().data as {
      team: { id: number; name: string };
    }[];
    const idOf = (name: string) => teams.find((item) => item.team.name === name)!.team.id;
    const [arsenal, united] = [idOf('Arsenal'), idOf('Manchester United')];
    const meetings = (await get(t.app, `/match/api/head2head/${arsenal}/${united}`)).json().data;
    const response = await get(t.app, `/match/api/squads/${meetings[0].fixture.id}`);
    expect(response.statusCode).toBe(200);
    const squads = response.json().data as {
      team: { id: number };
      season: string;
      players: { number: number | null; name: string; pos: string | null }[];
    }[];
    expect(squads.map((squad) => [squad.team.id, squad.season])).toEqual([
      [arsenal, '2023/24'],
      [united, '2023/24'],
    ]);
    expect(squads[0]!.players).toContainEqual({ number: 22, name: 'David Raya', pos: 'G' });
    for (const squad of squads) {
      expect(squad.players.length).toBeGreaterThan(20);
      expect(new Set(squad.players.map((player) => player.pos))).toEqual(new Set(['G', 'D', 'M', 'F']));
    }
    // Line-ups and statistics stay empty: the embedded season has none.
    expect((await get(t.app, `/match/api/lineups/${meetings[0].fixture.id}`)).json().data).toEqual([]);
    expect((await get(t.app, '/match/api/squads/999999')).statusCode).toBe(404);
  });

  it('running the sync again changes nothing', async () => {
    const before = await footballSnapshot(t.app);
    const report = await footballSync(t.app).syncOnce();
    expect(report).toMatchObject({
      outcome: 'synced',
      teams: { inserted: 0, updated: 0 },
      matches: { inserted: 0, updated: 0 },
      history: 0,
      extras: 0,
    });
    expect(await footballSnapshot(t.app)).toEqual(before);
  });

  it('two syncs started together leave one copy of everything', async () => {
    const before = await footballSnapshot(t.app);
    const reports = await Promise.all([footballSync(t.app).syncOnce(), footballSync(t.app).syncOnce()]);
    expect(reports.map((report) => report.outcome)).toEqual(['synced', 'synced']);
    expect(await footballSnapshot(t.app)).toEqual(before);
  });

  it("keeps an operator's correction over the provider's data on every sync", async () => {
    const [row] = await queryRows<{ id: number }>(
      t.app.deps.database.db,
      sql`select id from matches where provider_fixture_id = '1'`,
    );
    const id = Number(row?.id);
    const corrected = new Date('2025-01-01T20:00:00Z');
    const db = t.app.deps.database.db;
    await db.execute(sql`insert into match_overrides (match_id, home_goals, away_goals, kickoff_at, updated_at)
                         values (${id}, 9, 0, ${corrected}, now())`);
    await footballSync(t.app).syncOnce();
    expect((await matchRows(t.database.connection)).get(1)).toMatchObject({
      home_goals: 9,
      away_goals: 0,
      status: 'FT',
    });
    expect(kickoffMs((await matchRows(t.database.connection)).get(1))).toBe(corrected.getTime());
    const again = await footballSync(t.app).syncOnce();
    expect(again.matches.updated).toBe(0);
    // Without the correction the provider's data comes back.
    await db.execute(sql`delete from match_overrides where match_id = ${id}`);
    await footballSync(t.app).syncOnce();
    expect((await matchRows(t.database.connection)).get(1)).toMatchObject({ home_goals: 0, away_goals: 3 });
  });

  it('plays a match live from kick-off and final with its real score 115 minutes later', async () => {
    const opener = fixtures
      .filter((fixture) => fixture.matchday === 27)
      .sort((a, b) => realKickoff(a) - realKickoff(b) || a.id - b.id)[0] as SeasonFixture;
    const kickoff = kickoffMs(rows.get(opener.id));
    const statusAt = async (minutes: number) => {
      t.clock.set(kickoff + minutes * MINUTE);
      await footballSync(t.app).syncOnce();
      return (await matchRows(t.database.connection)).get(opener.id);
    };
    expect(await statusAt(-1)).toMatchObject({ status: 'NS', home_goals: null });
    expect(await statusAt(0)).toMatchObject({ status: '1H', status_elapsed: 1, home_goals: null });
    expect(await statusAt(30)).toMatchObject({ status: '1H', status_elapsed: 31 });
    expect(await statusAt(50)).toMatchObject({
      status: 'HT',
      home_goals: opener.score.ht[0],
      away_goals: opener.score.ht[1],
    });
    expect(await statusAt(80)).toMatchObject({ status: '2H', status_elapsed: 64 });
    // Added time runs on (90+8'): the clock never stands still (issue 55).
    expect(await statusAt(114)).toMatchObject({ status: '2H', status_elapsed: 98 });
    expect(await statusAt(115)).toMatchObject({
      status: 'FT',
      home_goals: opener.score.ft[0],
      away_goals: opener.score.ft[1],
      status_elapsed: null,
    });
    const data = (await get(t.app, '/match', { token })).json().data;
    expect(data.current_round).toBe(27);
    const row = data.matches.rows.find((match: { date: string }) => Date.parse(match.date) === kickoff);
    expect(row.details.fixture.status).toEqual({ short: 'FT', long: 'Match Finished', elapsed: null });
    expect(row.details.score.fulltime).toEqual({ home: opener.score.ft[0], away: opener.score.ft[1] });
  });

  it('moves the current round on once a round is over', async () => {
    const round27End = Math.max(
      ...fixtures.filter((fixture) => fixture.matchday === 27).map((fixture) => kickoffMs(rows.get(fixture.id))),
    );
    t.clock.set(round27End + 116 * MINUTE);
    await footballSync(t.app).syncOnce();
    const data = (await get(t.app, '/match', { token })).json().data;
    expect(data.current_round).toBe(28);
    const home = (await get(t.app, '/match/home')).json().data;
    expect(home.rows[0].round).toBe(28);
  });
});
