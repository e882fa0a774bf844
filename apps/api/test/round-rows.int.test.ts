import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { roundRowsJob } from '../src/jobs/round-rows.job';
import { createPlayer, get, makeOperator } from './helpers/auth-helpers';
import {
  KICKOFF,
  MIN,
  predict as predictAs,
  putResult as putResultAs,
  setupRound,
} from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

// Issue 14 (docs/decisions/033): the round rows of a match's predictors are written at kick-off, so the round's first
// scoring moves rows in place. Nothing a player sees may change because of it.

const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const predict = (token: string, matchId: number, prediction: string) => predictAs(t.app, token, matchId, prediction);
const runJob = async () => {
  await t.app.deps.jobs.send(roundRowsJob, {});
  await t.settle();
};
/** The players with a round row of round 1, with its counters. */
const roundRows = () =>
  queryRows<{ user_id: number; points: number; scored: number }>(
    t.database.connection.db,
    sql`select user_id, points, scored from player_round_totals where round = 1 order by user_id`,
  );
type Entry = { user: { id: number }; totalPoints: number; stats: { scored_predictions: number } };
const board = async (url: string) =>
  (await get(t.app, url))
    .json()
    .data.results.map((entry: Entry) => [entry.user.id, entry.totalPoints, entry.stats.scored_predictions]);

/** Two matches of round 1 two hours apart; `early` picks only the first, `both` both, `late` only the second. */
async function roundWithPicks() {
  const { matches } = await setupRound(t.database.connection.db, 2);
  const [first, second] = [matches[0]!, matches[1]!];
  const admin = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, admin);
  const early = await createPlayer(t.app);
  const both = await createPlayer(t.app);
  const late = await createPlayer(t.app);
  await predict(early.token, first.id, '2:1');
  await predict(both.token, first.id, '1:1');
  await predict(both.token, second.id, '0:0');
  await predict(late.token, second.id, '3:0');
  return { first, second, admin, early, both, late };
}

describe('round rows written at kick-off', () => {
  it('writes nothing before kick-off, then a row for each predictor of the kicked-off match only', async () => {
    const { early, both } = await roundWithPicks();
    await runJob();
    expect(await roundRows()).toEqual([]);
    t.clock.set(KICKOFF.getTime() + MIN);
    await runJob();
    expect(await roundRows()).toEqual([
      { user_id: early.id, points: 0, scored: 0 },
      { user_id: both.id, points: 0, scored: 0 },
    ]);
  });

  it('leaves every board unchanged until the result: nobody is ranked on written rows', async () => {
    await roundWithPicks();
    t.clock.set(KICKOFF.getTime() + MIN);
    await runJob();
    expect((await roundRows()).length).toBe(2);
    expect(await board('/score?round=1')).toEqual([]);
    expect(await board('/score')).toEqual([]);
  });

  it('scores a round with written rows exactly as one without', async () => {
    const { first, second, admin, early, both, late } = await roundWithPicks();
    t.clock.set(KICKOFF.getTime() + MIN);
    await runJob();
    t.clock.set(KICKOFF.getTime() + 2 * 60 * MIN + MIN);
    await runJob();
    t.clock.set(KICKOFF.getTime() + 5 * 60 * MIN);
    expect((await putResultAs(t.app, admin.token, first.id, 2, 1)).statusCode).toBe(200);
    // After the first result, the player who picked only the second match is not on the round's board.
    expect(await board('/score?round=1')).toEqual([
      [early.id, 5, 1],
      [both.id, 0, 1],
    ]);
    expect((await putResultAs(t.app, admin.token, second.id, 3, 0)).statusCode).toBe(200);
    const expected = [
      [early.id, 5, 1],
      [late.id, 5, 1],
      [both.id, 0, 2],
    ];
    expect(await board('/score?round=1')).toEqual(expected);
    expect(await board('/score')).toEqual(expected);
  });

  it('marks a prepared match, so the next run writes nothing again', async () => {
    await roundWithPicks();
    t.clock.set(KICKOFF.getTime() + MIN);
    await runJob();
    await t.database.connection.db.execute(sql`delete from player_round_totals`);
    await runJob();
    expect(await roundRows()).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('round rows while a scoring runs (PostgreSQL)', () => {
  it('leaves a round whose match is being scored for the next run, and writes its rows then', async () => {
    const { first, early, both } = await roundWithPicks();
    t.clock.set(KICKOFF.getTime() + MIN);
    // Another process holds the scoring lock of the round's second match, as a scoring under way does.
    const scoring = new pg.Client({ connectionString: t.database.url });
    await scoring.connect();
    try {
      await scoring.query('begin');
      await scoring.query('select pg_advisory_xact_lock(51807, $1)', [first.id + 1]);
      await runJob();
      expect(await roundRows()).toEqual([]);
      await scoring.query('commit');
      await runJob();
      expect((await roundRows()).map((row) => row.user_id)).toEqual([early.id, both.id]);
    } finally {
      await scoring.end();
    }
  });
});
