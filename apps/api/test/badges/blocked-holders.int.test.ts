import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { badgesCatchUpJob } from '../../src/jobs/badges-catch-up.job';
import { createPlayer, post } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';
import { awards, createOperator, enterResults, seedRounds, sortAwards, type AwardView } from './badge-fixtures';

// docs/decisions/018, addendum 2026-12-02: a player blocked after a period was awarded keeps its awards at re-checks.
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const db = () => t.database.connection.db;
type Player = Awaited<ReturnType<typeof createPlayer>>;
type Operator = Awaited<ReturnType<typeof createOperator>>;
type Match = Awaited<ReturnType<typeof seedRounds>>['rounds'][number][number];
const award = (userId: number, badgeId: string, values: Partial<AwardView> = {}): AwardView => ({
  userId,
  badgeId,
  round: null,
  month: null,
  rank: null,
  ...values,
});
const place = (player: Player, badgeId: string, rank: number) => award(player.id, badgeId, { month: '2024-03', rank });
const picks = async (player: Player, entries: [{ id: number }, string][]) => {
  for (const [match, prediction] of entries) {
    const response = await predict(t.app, player.token, match.id, prediction);
    if (response.statusCode !== 201) throw new Error(`prediction refused: ${response.body}`);
  }
};
const ofKind = async (prefix: string) => (await awards(db())).filter((entry) => entry.badgeId.startsWith(prefix));
const removals = () =>
  queryRows<{ subject: string; badge: string; reason: string }>(
    db(),
    sql`select subject, details->>'badgeId' as badge, details->>'reason' as reason
          from audit_log where action = 'badge.removed' order by subject, badge`,
  );

async function block(ops: Operator, player: Player) {
  const signIn = await post(t.app, '/auth/sign-in', { email: ops.email, password: ops.password });
  const token = (signIn.json().data as { accessToken: string }).accessToken;
  expect((await post(t.app, `/admin/users/${player.id}/block`, {}, { token })).statusCode).toBe(200);
}

/**
 * Round 1 on 2 March, round 2 on 31 March and 2 April, every result 1:0. March: x 10 (two exact scores), y 5 (3 + 2).
 * The results of 2 and 31 March are in; round 2 is not complete.
 */
async function marchAndApril() {
  const { rounds } = await seedRounds(db(), [
    ['2024-03-02T15:00:00Z'],
    ['2024-03-31T15:00:00Z', '2024-04-02T15:00:00Z'],
  ]);
  const [m1, m2, m3] = rounds.flat() as [Match, Match, Match];
  const ops = await createOperator(t.app);
  const [x, y] = [await createPlayer(t.app), await createPlayer(t.app)];
  await picks(x, [
    [m1, '1:0'],
    [m2, '1:0'],
    [m3, '1:0'],
  ]);
  await picks(y, [
    [m1, '2:0'],
    [m2, '3:1'],
    [m3, '1:0'],
  ]);
  await enterResults(t, ops, [
    { match: m1, score: [1, 0] },
    { match: m2, score: [1, 0] },
  ]);
  return { m2, m3, ops, x, y };
}

/** The monthly job on 1 April. */
async function awardMarch() {
  t.clock.set('2024-04-01T00:07:00Z');
  await t.app.deps.jobs.send(badgesCatchUpJob, {});
  await t.settle();
}

describe('a player blocked after a period was awarded', () => {
  it('keeps their monthly place when a round completing in the next month re-checks the month', async () => {
    const { m3, ops, x, y } = await marchAndApril();
    await awardMarch();
    const march = sortAwards([place(x, 'monthly-first', 1), place(y, 'monthly-second', 2)]);
    expect(await ofKind('monthly-')).toEqual(march);

    await block(ops, x);
    await enterResults(t, ops, [{ match: m3, score: [1, 0] }]); // round 2 completes: March is re-checked
    expect(await ofKind('monthly-')).toEqual(march);
    expect(await removals()).toEqual([]);
  });

  it('stays in the month’s standings at a correction: the places follow the results, one first place', async () => {
    const { m2, m3, ops, x, y } = await marchAndApril();
    await awardMarch();
    await block(ops, x);
    await enterResults(t, ops, [{ match: m3, score: [1, 0] }]);

    // 31 March was really 3:1: y 8 (one exact score), x 7 (5 + 2); x, still blocked, is second.
    await enterResults(t, ops, [{ match: m2, score: [3, 1] }]);
    expect(await ofKind('monthly-')).toEqual(sortAwards([place(y, 'monthly-first', 1), place(x, 'monthly-second', 2)]));
    expect(await removals()).toEqual([
      { subject: `user:${x.id}`, badge: 'monthly-first', reason: 'result correction' },
      { subject: `user:${y.id}`, badge: 'monthly-second', reason: 'result correction' },
    ]);
  });

  it('keeps their round-winner and sharpshooter awards when a correction re-checks the round', async () => {
    const { rounds } = await seedRounds(db(), [
      ['2024-03-02T13:00:00Z', '2024-03-02T15:00:00Z', '2024-03-02T17:00:00Z', '2024-03-02T19:00:00Z'],
    ]);
    const [m1, m2, m3, m4] = rounds.flat() as [Match, Match, Match, Match];
    const ops = await createOperator(t.app);
    const [x, y] = [await createPlayer(t.app), await createPlayer(t.app)];
    // Every result 1:0: x three exact scores and nothing on the last match (15), y 2 points a match (8).
    await picks(x, [
      [m1, '1:0'],
      [m2, '1:0'],
      [m3, '1:0'],
      [m4, '0:3'],
    ]);
    await picks(y, [
      [m1, '3:1'],
      [m2, '3:1'],
      [m3, '3:1'],
      [m4, '3:1'],
    ]);
    await enterResults(
      t,
      ops,
      rounds.flat().map((match) => ({ match, score: [1, 0] as [number, number] })),
    );
    const round1 = [award(x.id, 'round-winner', { round: 1 }), award(x.id, 'sharpshooter', { round: 1 })];
    expect((await awards(db())).filter((entry) => entry.round === 1 && entry.rank === null)).toEqual(round1);

    await block(ops, x);
    // The last match was really 3:1: y 11, x still 15.
    await enterResults(t, ops, [{ match: m4, score: [3, 1] }]);
    expect((await awards(db())).filter((entry) => entry.round === 1 && entry.rank === null)).toEqual(round1);
    expect(await removals()).toEqual([]);
  });

  it('keeps their streak when a correction re-checks it, and is given no streak they did not hold', async () => {
    const weeks = Array.from({ length: 10 }, (_, week) => [
      new Date(Date.UTC(2024, 2, 2 + 7 * week, 15)).toISOString(),
    ]);
    const { rounds } = await seedRounds(db(), weeks);
    const matches = rounds.flat();
    const ops = await createOperator(t.app);
    const [x, y] = [await createPlayer(t.app), await createPlayer(t.app)];
    // Every result 1:0: x 5 points a round, y 2.
    await picks(
      x,
      matches.map((match) => [match, '1:0']),
    );
    await picks(
      y,
      matches.map((match) => [match, '3:0']),
    );
    const results = matches.map((match) => ({ match, score: [1, 0] as [number, number] }));
    await enterResults(t, ops, results.slice(0, 5));
    const fifth = [award(x.id, 'streak-5', { round: 5 }), award(y.id, 'streak-5', { round: 5 })];
    expect(await ofKind('streak-')).toEqual(fifth);

    // Blocked, x earns no streak at round 10, y does; round 3 was really 2:0 (x 3, y 2): both runs go on.
    await block(ops, x);
    await enterResults(t, ops, results.slice(5));
    await enterResults(t, ops, [{ match: matches[2]!, score: [2, 0] }]);
    expect(await ofKind('streak-')).toEqual([...fifth, award(y.id, 'streak-5', { round: 10 })]);
    expect(await removals()).toEqual([]);
  });
});

describe('a player blocked before a period was awarded', () => {
  it('gets nothing for it, neither at its awarding nor when it is re-checked', async () => {
    const { m3, ops, x, y } = await marchAndApril();
    await block(ops, x);
    await awardMarch();
    expect(await ofKind('monthly-')).toEqual([place(y, 'monthly-first', 1)]);

    await enterResults(t, ops, [{ match: m3, score: [1, 0] }]);
    expect(await ofKind('monthly-')).toEqual([place(y, 'monthly-first', 1)]);
  });
});
