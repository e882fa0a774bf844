import { predictionMessages } from '@scoreline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { seedMatch } from '../helpers/football-fixtures';
import { createPlayer, get, makeOperator } from '../helpers/auth-helpers';
import { footballSync } from '../helpers/football';
import { predict } from '../helpers/prediction-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * issue 55: an operator's live score outranks the replay (or a provider) at every sync until the operator clears it or
 * the final result arrives. The replayed 2023/24 season on its real dates: Fulham–Brighton kicks off on Sat 2 March 2024
 * at 15:00 (2–0 at half time, 3–0 at full time; the data has no goal minutes).
 */
let t: TestApp;
let ops: { token: string };
let player: { token: string; id: number };
let fulham: number;
const FULHAM_FIXTURE = '261';

const sync = () => footballSync(t.app).syncOnce();
const at = async (iso: string) => {
  t.clock.set(iso);
  await sync();
};
const live = (method: 'PUT' | 'DELETE', matchId: number, token: string, body?: Record<string, number>) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/matches/${matchId}/live`,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
async function shown(matchId: number) {
  const data = (await get(t.app, `/match/${matchId}`, { token: player.token })).json().data;
  return {
    status: data.details.fixture.status.short as string,
    elapsed: data.details.fixture.status.elapsed as number | null,
    goals: data.details.goals as { home: number | null; away: number | null },
    provisionalPoints: data.predictions[0]?.provisionalPoints as number | null | undefined,
  };
}

beforeAll(async () => {
  t = await createTestApp({ clockStart: '2024-03-02T12:00:00Z', env: { ADMIN_EMAILS: 'ops@example.com' } });
  await sync();
  // The sync finalised 26 rounds: their scoring jobs take a while on a busy machine.
  await t.container.settle({ timeoutMs: 180_000 });
  const [row] = await queryRows<{ id: number }>(
    t.database.connection.db,
    sql`select id from matches where provider_fixture_id = ${FULHAM_FIXTURE}`,
  );
  fulham = Number(row!.id);
  const operator = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, operator);
  ops = operator;
  player = await createPlayer(t.app);
  expect((await predict(t.app, player.token, fulham, '2:1')).statusCode).toBe(201);
}, 240_000);
afterAll(() => t.close());

describe("an operator's live score over the next syncs (issue 55)", () => {
  it('stays until the operator clears it, with the clock never going back; the final result ends it', async () => {
    await at('2024-03-02T15:01:00Z');
    expect(await shown(fulham)).toMatchObject({ status: '1H', elapsed: 2, goals: { home: null, away: null } });

    // 2–1 at 12' while the replay is at 2': every page shows it, the pick would earn 5.
    const recorded = await live('PUT', fulham, ops.token, { home: 2, away: 1, elapsed: 12 });
    expect(recorded.statusCode).toBe(200);
    expect(await shown(fulham)).toEqual({
      status: '1H',
      elapsed: 12,
      goals: { home: 2, away: 1 },
      provisionalPoints: 5,
    });

    // The next syncs: the score and the minute stand (the replay's 3' is behind the operator's 12')…
    await at('2024-03-02T15:02:00Z');
    expect(await shown(fulham)).toEqual({
      status: '1H',
      elapsed: 12,
      goals: { home: 2, away: 1 },
      provisionalPoints: 5,
    });
    const again = await sync();
    expect(again.matches.updated).toBe(0);
    // …then the replay's clock moves the match on, and into half time, with the operator's score.
    await at('2024-03-02T15:30:00Z');
    expect(await shown(fulham)).toMatchObject({ status: '1H', elapsed: 31, goals: { home: 2, away: 1 } });
    await at('2024-03-02T15:50:00Z');
    expect(await shown(fulham)).toMatchObject({ status: 'HT', goals: { home: 2, away: 1 }, provisionalPoints: 5 });
    const normal = (await get(t.app, `/score?provisional=true`)).json().data;
    expect(normal.results[0]).toMatchObject({ user: { id: player.id }, totalPoints: 5 });

    // Cleared: the replay's own report (the real half-time 2–0) stands again from the next sync.
    const cleared = await live('DELETE', fulham, ops.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe(predictionMessages.liveScoreCleared);
    await sync();
    expect(await shown(fulham)).toMatchObject({ status: 'HT', goals: { home: 2, away: 0 }, provisionalPoints: 2 });
    const twice = await live('DELETE', fulham, ops.token);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(predictionMessages.liveScoreNoneToClear);

    // A new live score in the second half stands until the final whistle, whose real result ends it.
    expect((await live('PUT', fulham, ops.token, { home: 2, away: 1, elapsed: 80 })).statusCode).toBe(200);
    await at('2024-03-02T16:20:00Z');
    expect(await shown(fulham)).toMatchObject({ status: '2H', elapsed: 80, goals: { home: 2, away: 1 } });
    await at('2024-03-02T16:56:00Z');
    expect(await shown(fulham)).toMatchObject({ status: 'FT', elapsed: null, goals: { home: 3, away: 0 } });
    const [override] = await queryRows<{ live_elapsed: number | null }>(
      t.database.connection.db,
      sql`select live_elapsed from match_overrides where match_id = ${fulham}`,
    );
    expect(override?.live_elapsed).toBeNull();
    await t.settle();
    expect((await get(t.app, `/match/${fulham}`, { token: player.token })).json().data.predictions[0]).toMatchObject({
      points: 3,
    });
  });

  it('counts a finished match in the provisional standings until its scoring lands', async () => {
    // A match the provider finished a moment ago, not scored yet (its scoring job has not run).
    const [teams] = await queryRows<{ competition_id: number; home: number; away: number }>(
      t.database.connection.db,
      sql`select competition_id, home_team_id as home, away_team_id as away from matches
           where provider_fixture_id = ${FULHAM_FIXTURE}`,
    );
    const match = await seedMatch(t.database.connection.db, {
      competitionId: teams!.competition_id,
      homeTeamId: teams!.home,
      awayTeamId: teams!.away,
      round: 27,
      kickoffAt: new Date('2024-03-03T20:00:00Z'),
    });
    const late = await createPlayer(t.app);
    expect((await predict(t.app, late.token, match.id, '1:0')).statusCode).toBe(201);
    await t.database.connection.db.execute(
      sql`update matches set status = 'FT', home_goals = 1, away_goals = 0, kickoff_at = ${new Date('2024-03-02T15:00:00Z')}
           where id = ${match.id}`,
    );
    const provisional = (await get(t.app, '/score?provisional=true&size=100')).json().data;
    const entry = provisional.results.find((row: { user: { id: number } }) => row.user.id === late.id);
    expect(entry).toMatchObject({ totalPoints: 5 });
    // Nothing is live: the banner says these are the final standings, and they have the finished match in them.
    expect(provisional.liveMatches).toBe(0);
  });
});
