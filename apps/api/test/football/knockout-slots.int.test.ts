import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictionMessages, type Match, type RoundMatches } from '@scoreline/contracts';
import { queryRows } from '../../src/db/client';
import { footballSyncJob } from '../../src/jobs/football-sync.job';
import { createPlayer, get, post } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { createDemoService } from '../../src/modules/demo/demo.service';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 58 (docs/decisions/105): the World Cup 2026 replayed on today's calendar. Its files name the knockout teams
 * already; before the group stage is over a Round of 32 match answers its slots ('Runner-up Group A'), never those
 * teams, and refuses predictions; once every group match is over it answers its teams and takes them.
 */
const WC = 'world-cup-2026';

describe('a knockout match whose teams are not known yet (issue 58)', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof createPlayer>>;
  let match73: number;
  let round: number;

  const data = async (url: string, token?: string) => {
    const response = await get(t.app, url, { token });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  const predictionsOf = async (matchId: number) =>
    (
      await queryRows<{ count: number }>(
        t.app.deps.database.db,
        sql`select count(*)::int as count from predictions where match_id = ${matchId}`,
      )
    )[0]?.count;

  beforeAll(async () => {
    t = await createTestApp({ clockStart: '2026-12-07T10:00:00Z', env: { EMBEDDED_COMPETITIONS: WC } });
    await t.app.deps.jobs.send(footballSyncJob, {});
    await t.settle();
    player = await createPlayer(t.app);
    const [row] = await queryRows<{ id: number; round: number }>(
      t.app.deps.database.db,
      sql`select id, round from matches where provider_fixture_id = ${`${WC}:73`}`,
    );
    match73 = Number(row?.id);
    round = Number(row?.round);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers its slots, not the teams of the file, in the round, on its own and without extras', async () => {
    const answer = (await data(`/match?competition=${WC}&round=${round}`, player.token)) as RoundMatches;
    expect(answer.stages.find((stage) => stage.round === round)?.name).toBe('Round of 32');
    expect(answer.matches.rows.every((row) => row.details.teams === null && row.details.slots !== null)).toBe(true);
    const listed = answer.matches.rows.find((row) => row.id === match73);
    expect(listed?.details).toMatchObject({
      teams: null,
      slots: { home: 'Runner-up Group A', away: 'Runner-up Group B' },
      last_games: { home: [], away: [] },
    });
    const single = (await data(`/match/${match73}`)) as Match;
    expect(single.details.slots).toEqual({ home: 'Runner-up Group A', away: 'Runner-up Group B' });
    // Nothing names the file's teams (South Africa v Canada): not the answer, not the extras.
    for (const url of [`/match?competition=${WC}&round=${round}`, `/match/${match73}`]) {
      expect(JSON.stringify(await data(url))).not.toMatch(/South Africa|Canada/);
    }
    expect(await data(`/match/api/squads/${match73}`)).toEqual([]);
    expect(await data(`/match/api/predictions/${match73}`)).toBeNull();
    // A group match is known from the start.
    const groupRound = (await data(`/match?competition=${WC}&round=1`)) as RoundMatches;
    expect(groupRound.matches.rows.every((row) => row.details.teams !== null && row.details.slots === null)).toBe(true);
  });

  it('refuses a prediction of it (422, one at a time or in a batch) and writes nothing', async () => {
    const single = await predict(t.app, player.token, match73, '1:0');
    expect(single.statusCode).toBe(422);
    expect(single.json().message).toBe(predictionMessages.teamsNotKnown);
    const batch = await post(
      t.app,
      '/predictions',
      { items: [{ matchId: match73, prediction: '2:1' }] },
      { token: player.token },
    );
    expect(batch.statusCode).toBe(200);
    expect(batch.json().data.results).toEqual([
      {
        matchId: match73,
        status: 'refused',
        prediction: null,
        code: 'UNPROCESSABLE',
        message: predictionMessages.teamsNotKnown,
      },
    ]);
    expect(await predictionsOf(match73)).toBe(0);
  });

  it('answers its teams and takes predictions once every group match is over', async () => {
    await queryRows(
      t.app.deps.database.db,
      sql`update matches set status = 'FT', home_goals = 1, away_goals = 0, regular_home_goals = 1, regular_away_goals = 0
           where provider_fixture_id like ${`${WC}:%`} and stage_kind = 'group'`,
    );
    const single = (await data(`/match/${match73}`)) as Match;
    expect(single.details.slots).toBeNull();
    expect(single.details.teams?.home.name).toBe('South Africa');
    const listed = (await data(`/match?competition=${WC}&round=${round}`)) as RoundMatches;
    expect(listed.matches.rows.every((row) => row.details.teams !== null && row.details.slots === null)).toBe(true);
    // The round after it is still unknown: its teams come from this round's results.
    const next = (await data(`/match?competition=${WC}&round=${round + 1}`)) as RoundMatches;
    expect(next.matches.rows.every((row) => row.details.teams === null)).toBe(true);
    expect(next.matches.rows[0]?.details.slots?.home).toMatch(/^Winner match \d+$/);

    const accepted = await predict(t.app, player.token, match73, '1:0');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await predictionsOf(match73)).toBe(1);
  });
});

describe("the demo players' picks (ADR 105)", () => {
  it('skip a knockout match whose teams are not known, as a player must', async () => {
    const t = await createTestApp({ clockStart: '2026-12-07T10:00:00Z', env: { EMBEDDED_COMPETITIONS: WC } });
    try {
      await t.app.deps.jobs.send(footballSyncJob, {});
      await t.settle();
      const db = t.app.deps.database.db;
      // Two days before the Round of 32, with the group stage's last matchday still to play: the Round of 32 is inside
      // the demo players' eight days, its teams not known yet.
      const rounds = await queryRows<{ round: number; first: string; stage_kind: string }>(
        db,
        sql`select round, min(kickoff_at)::text as first, min(stage_kind::text) as stage_kind from matches
             where provider_fixture_id like ${`${WC}:%`} group by round order by round`,
      );
      const roundOf32 = rounds.find((row) => row.stage_kind === 'knockout')!;
      t.clock.set(new Date(Date.parse(roundOf32.first) - 2 * 86_400_000).toISOString());
      const demo = createDemoService({ db, clock: t.clock, scoring: t.app.deps.scoring });
      await demo.seed();
      await demo.topUp();
      const picked = await queryRows<{ stage_kind: string; count: number }>(
        db,
        sql`select m.stage_kind::text as stage_kind, count(*)::int as count from predictions p
              join matches m on m.id = p.match_id
             where m.provider_fixture_id like ${`${WC}:%`} and m.kickoff_at > ${t.clock.now()}
             group by 1`,
      );
      expect(picked.find((row) => row.stage_kind === 'group')?.count).toBeGreaterThan(0);
      expect(picked.find((row) => row.stage_kind === 'knockout')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
