import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { runningTotalsRepackJob } from '../src/jobs/running-totals-repack.job';
import type { RankedRows } from '../src/modules/predictions/ranked-rows';
import { createRunningTotals } from '../src/modules/predictions/running-totals';
import { unpack } from '../src/modules/predictions/running-totals-layout';
import { runningTotalsRepository } from '../src/modules/predictions/running-totals.repository';
import { createPlayer, get, makeOperator, post } from './helpers/auth-helpers';
import { onlySeason, seedCompetition, seedMatch } from './helpers/football-fixtures';
import { predict, putResult } from './helpers/prediction-fixtures';
import { rangeFromPredictions } from './helpers/range-oracle';
import { useTestApp } from './helpers/test-app';

/**
 * Issue 14: date ranges ranked from running totals by match day. Every answer must equal the range scored from scratch
 * (every prediction of its days against its match's scored result: helpers/range-oracle.ts), however the running
 * totals were built and whatever changed since.
 */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

/** Kick-offs on four match days (two on the 9th), with days between them that have no match. */
const kickoffs = ['2024-03-02T15:00:00Z', '2024-03-05T19:00:00Z', '2024-03-09T12:30:00Z', '2024-03-09T17:30:00Z'];
const lastKickoff = '2024-03-16T15:00:00Z';
/** Range ends: before the first match day, on match days, between them and after the last. */
const dates = [
  '2024-03-01',
  '2024-03-02',
  '2024-03-04',
  '2024-03-05',
  '2024-03-09',
  '2024-03-12',
  '2024-03-16',
  '2024-03-20',
];
const picks = ['1:0', '2:1', '0:0', '1:1', '0:2', '3:1', '2:2'];

/** Five matches, six players with different picks on each, every match played and scored. */
async function playedSeason() {
  const db = t.database.connection.db;
  const { league, clubs } = await seedCompetition(db, 10);
  const matchIds: number[] = [];
  for (const [index, kickoff] of [...kickoffs, lastKickoff].entries()) {
    const match = await seedMatch(db, {
      competitionId: league.id,
      homeTeamId: clubs[2 * index]!.id,
      awayTeamId: clubs[2 * index + 1]!.id,
      round: index + 1,
      kickoffAt: new Date(kickoff),
    });
    matchIds.push(match!.id);
  }
  const admin = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, admin);
  const players = [];
  for (let player = 0; player < 6; player += 1) players.push(await createPlayer(t.app));
  for (const [matchIndex, matchId] of matchIds.entries()) {
    for (const [playerIndex, player] of players.entries()) {
      if ((playerIndex + matchIndex) % 5 === 4) continue; // some matches left unpredicted
      await predict(t.app, player.token, matchId, picks[(playerIndex * 3 + matchIndex) % picks.length]);
    }
  }
  t.clock.set('2024-03-21T12:00:00Z');
  const results: [number, number][] = [
    [1, 0],
    [1, 1],
    [0, 2],
    [2, 1],
    [3, 1],
  ];
  for (const [index, matchId] of matchIds.entries()) {
    expect((await putResult(t.app, admin.token, matchId, ...results[index]!)).statusCode).toBe(200);
  }
  return { admin, players, matchIds };
}

const inOrder = (rows: RankedRows) => Array.from({ length: rows.length }, (_, index) => rows.at(index)!);

const everyRange = () =>
  dates.flatMap((start, index) => dates.slice(index).map((end) => ({ kind: 'range' as const, start, end })));

/** Every range of `dates` from running totals and from scratch (`latestFirst`: in the reverse order). */
async function bothWays({ latestFirst = false } = {}) {
  const db = t.database.connection.db;
  const running = createRunningTotals(db);
  const found = [];
  const expected = [];
  const ranges = everyRange();
  for (const scope of latestFirst ? ranges.reverse() : ranges) {
    found.push({
      ...scope,
      rows: inOrder(await running.standings(await onlySeason(db), scope.start, scope.end, () => true)),
    });
    expected.push({ ...scope, rows: await rangeFromPredictions(db, scope.start, scope.end) });
  }
  return { found, expected };
}

const runningDays = async () =>
  (
    await queryRows<{ day: string }>(
      t.database.connection.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from player_running_totals order by day`,
    )
  ).map((row) => row.day);

describe('date ranges from running totals (issue 14)', () => {
  it('rank every range as its predictions scored from scratch do, and keep the running totals they were built from', async () => {
    await playedSeason();
    const { found, expected } = await bothWays();
    expect(found).toEqual(expected);
    expect(expected.some(({ rows }) => rows.length > 0)).toBe(true);
    expect(await runningDays()).toEqual(['2024-03-02', '2024-03-05', '2024-03-09', '2024-03-16']);
  });

  it('rank the same when the latest ranges are asked first (built from the days after them)', async () => {
    await playedSeason();
    const { found, expected } = await bothWays({ latestFirst: true });
    expect(found).toEqual(expected);
  });

  // The first match day's result goes from 1:0 to 0:1 (every later day's running totals move); the third day's from
  // 0:2 to 2:2, between days built before (built again from either side).
  it.each([
    ['the first match day', 0, [0, 1]],
    ['a match day between two others', 2, [2, 2]],
  ] as const)('stay right when a result of %s is corrected after they were built', async (_, index, [home, away]) => {
    const { admin, matchIds } = await playedSeason();
    await bothWays();
    expect((await putResult(t.app, admin.token, matchIds[index]!, home, away)).statusCode).toBe(200);
    const { found, expected } = await bothWays();
    expect(found).toEqual(expected);
  });

  it('answer GET /score for a range as before, leaving out a player blocked since', async () => {
    const { admin, players } = await playedSeason();
    const range = async () =>
      (await get(t.app, '/score?start=2024-03-04&end=2024-03-12&size=50')).json().data.results as {
        position: number;
        user: { id: number };
        totalPoints: number;
      }[];
    const before = await range();
    const expected = await rangeFromPredictions(t.database.connection.db, '2024-03-04', '2024-03-12');
    expect(before.map((entry) => [entry.user.id, entry.totalPoints])).toEqual(
      expected.map((row) => [row.user_id, row.points]),
    );
    const blocked = before[0]!.user.id;
    expect(players.some((player) => player.id === blocked)).toBe(true);
    expect((await post(t.app, `/admin/users/${blocked}/block`, {}, { token: admin.token })).statusCode).toBe(200);
    const after = await range();
    expect(after.map((entry) => entry.user.id)).toEqual(before.slice(1).map((entry) => entry.user.id));
    expect(after[0]!.position).toBe(1);
  });

  it('never use running totals built before every aggregate was rebuilt', async () => {
    await playedSeason();
    await bothWays();
    await t.settle();
    const { scoring } = t.container.services;
    // The demo seeding's path: predictions added to scored history empty every aggregate, then all is scored again.
    const { rebuilt } = await scoring.addPredictionsToScoredHistory(async () => undefined);
    expect(rebuilt).toBe(true);
    const emptied = await bothWays();
    expect(emptied.found).toEqual(emptied.expected);
    expect(emptied.found.every(({ rows }) => rows.length === 0)).toBe(true);
    await scoring.scorePending();
    const { found, expected } = await bothWays();
    expect(found).toEqual(expected);
  });

  it('are built again for every match day by the job that follows a scoring', async () => {
    const { admin, matchIds } = await playedSeason();
    const db = t.database.connection.db;
    const matchDays = ['2024-03-02', '2024-03-05', '2024-03-09', '2024-03-16'];
    await t.settle();
    expect(await runningTotalsRepository.currentDays(db, await onlySeason(db))).toEqual(matchDays);
    // 1:1 → 0:0 on the second match day: that day's running totals and every later day's are stale, until the job.
    expect((await putResult(t.app, admin.token, matchIds[1]!, 0, 0)).statusCode).toBe(200);
    await t.settle();
    expect(await runningTotalsRepository.currentDays(db, await onlySeason(db))).toEqual(matchDays);
    const { found, expected } = await bothWays();
    expect(found).toEqual(expected);
  });

  it('are rewritten in the smaller layout, at their version, when an older build kept them as SQL packs them', async () => {
    await playedSeason();
    await bothWays();
    await t.settle();
    const db = t.database.connection.db;
    const day = '2024-03-05';
    const kept = (await runningTotalsRepository.keptAt(db, await onlySeason(db), day))!;
    const totals = unpack(kept);
    // The layout SQL builds: each column a run of big-endian int4.
    const columns = [totals.userIds, totals.points, totals.scored, totals.exact, totals.outcomes];
    const sqlLayout = new Uint8Array(kept.players * 20);
    const view = new DataView(sqlLayout.buffer);
    columns.forEach((column, index) =>
      column.forEach((value, player) => view.setInt32((index * kept.players + player) * 4, value)),
    );
    await db.execute(sql`update player_running_totals set data = ${sqlLayout} where day = ${day}::date`);
    expect(await runningTotalsRepository.daysInSqlLayout(db)).toEqual([{ ...(await onlySeason(db)), day }]);
    const before = await bothWays();
    expect(before.found).toEqual(before.expected);

    await t.app.deps.jobs.send(runningTotalsRepackJob, {});
    await t.settle();
    expect(await runningTotalsRepository.daysInSqlLayout(db)).toEqual([]);
    const repacked = (await runningTotalsRepository.keptAt(db, await onlySeason(db), day))!;
    expect(repacked.version).toBe(kept.version);
    expect(repacked.data.byteLength).toBeLessThan(sqlLayout.byteLength);
    expect(unpack(repacked)).toEqual(totals);
    expect(await runningTotalsRepository.currentDays(db, await onlySeason(db))).toEqual([
      '2024-03-02',
      '2024-03-05',
      '2024-03-09',
      '2024-03-16',
    ]);
    const { found, expected } = await bothWays();
    expect(found).toEqual(expected);
  });
});
