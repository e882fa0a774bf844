import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { badgesCatchUpJob } from '../../src/jobs/badges-catch-up.job';
import { badgesRoundJob } from '../../src/jobs/badges-round.job';
import { auditService } from '../../src/modules/audit/audit.service';
import { createBadgeAwardingService } from '../../src/modules/badges/badge-awarding.service';
import { totalsBetween } from '../../src/modules/predictions/running-totals';
import { createPlayer, post } from '../helpers/auth-helpers';
import { predict } from '../helpers/prediction-fixtures';
import { useTestApp } from '../helpers/test-app';
import { awards, createOperator, enterResults, seedRounds, sortAwards, type AwardView } from './badge-fixtures';

const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const db = () => t.database.connection.db;
const award = (userId: number, badgeId: string, values: Partial<AwardView> = {}): AwardView => ({
  userId,
  badgeId,
  round: null,
  month: null,
  rank: null,
  ...values,
});
const picks = async (token: string, entries: [{ id: number }, string][]) => {
  for (const [match, prediction] of entries) {
    const response = await predict(t.app, token, match.id, prediction);
    if (response.statusCode !== 201) throw new Error(`prediction refused: ${response.body}`);
  }
};
/**
 * Five weekly rounds (and `later` kick-offs as a sixth), every result 1:0, scored: a steady player right every time
 * (a streak at round 5) and a patchy one wrong only in round 3.
 */
async function streakSeason(later: string[] = []) {
  const weeks = [2, 9, 16, 23, 30].map((day) => [`2024-03-${String(day).padStart(2, '0')}T15:00:00Z`]);
  const { rounds, key } = await seedRounds(db(), later.length > 0 ? [...weeks, later] : weeks);
  const matches = rounds.flat();
  const ops = await createOperator(t.app);
  const steady = await createPlayer(t.app);
  const patchy = await createPlayer(t.app);
  await picks(
    steady.token,
    matches.map((match) => [match, '1:0']),
  );
  await picks(
    patchy.token,
    matches.map((match, index) => [match, index === 2 ? '0:2' : '1:0']),
  );
  await enterResults(
    t,
    ops,
    matches.map((match) => ({ match, score: [1, 0] as [number, number] })),
  );
  return { key, matches, ops, steady, patchy };
}
const removals = () =>
  queryRows<{ subject: string; badge: string; reason: string }>(
    db(),
    sql`select subject, details->>'badgeId' as badge, details->>'reason' as reason
          from audit_log where action = 'badge.removed' order by subject, badge`,
  );

describe('awarding badges when rounds complete', () => {
  it('awards round winners (ties share), sharpshooters and rank milestones, once however often it runs', async () => {
    const { rounds, key } = await seedRounds(db(), [
      ['2024-03-02T15:00:00Z', '2024-03-02T17:00:00Z', '2024-03-02T19:00:00Z'],
      ['2024-03-09T15:00:00Z'],
    ]);
    const all = rounds.flat();
    const [m1, m2, m3, m4] = [all[0]!, all[1]!, all[2]!, all[3]!];
    const ops = await createOperator(t.app);
    const [a, b, c, d] = [
      await createPlayer(t.app),
      await createPlayer(t.app),
      await createPlayer(t.app),
      await createPlayer(t.app),
    ];
    // Round 1 (1:0, 0:0, 2:1): a 15 with three exact scores, b 12, c 3, d 0. Round 2 (3:1): a and b 3 each.
    await picks(a!.token, [
      [m1, '1:0'],
      [m2, '0:0'],
      [m3, '2:1'],
      [m4, '2:1'],
    ]);
    await picks(b!.token, [
      [m1, '1:0'],
      [m2, '0:0'],
      [m3, '1:0'],
      [m4, '3:0'],
    ]);
    await picks(c!.token, [
      [m1, '0:1'],
      [m2, '1:1'],
      [m3, '0:0'],
      [m4, '0:2'],
    ]);
    await picks(d!.token, [[m1, '0:1']]);
    const results = rounds.flat().map((match, index) => ({
      match,
      score: (
        [
          [1, 0],
          [0, 0],
          [2, 1],
          [3, 1],
        ] as [number, number][]
      )[index]!,
    }));
    await enterResults(t, ops, results);

    const expected = sortAwards([
      award(a!.id, 'round-winner', { round: 1 }),
      award(a!.id, 'sharpshooter', { round: 1 }),
      award(a!.id, 'round-winner', { round: 2 }),
      award(b!.id, 'round-winner', { round: 2 }),
      ...(
        [
          [a!.id, 1],
          [b!.id, 2],
          [c!.id, 3],
        ] as const
      ).flatMap(([id, rank]) => [award(id, 'top-100', { round: 1, rank }), award(id, 'top-10', { round: 1, rank })]),
      award(a!.id, 'number-one', { round: 1, rank: 1 }),
    ]);
    expect(await awards(db())).toEqual(expected);

    // The same event delivered twice more, the awarding called directly and the start-up catch-up: nothing changes.
    const event = { id: randomUUID(), type: 'round.completed' as const, occurredAt: new Date().toISOString() };
    for (const round of [1, 2]) {
      await t.app.deps.jobs.send(badgesRoundJob, {
        ...event,
        id: randomUUID(),
        payload: { ...key(round), correction: false },
      });
      await t.app.deps.jobs.send(badgesRoundJob, {
        ...event,
        id: randomUUID(),
        payload: { ...key(round), correction: false },
      });
    }
    await t.settle();
    expect(await t.app.deps.badgeAwarding.awardRound(key(1), { correction: false })).toEqual({ added: 0, removed: 0 });
    expect(await t.app.deps.badgeAwarding.catchUp()).toMatchObject({ rounds: 0, added: 0, removed: 0 });
    expect(await awards(db())).toEqual(expected);
    expect(await removals()).toEqual([]);

    // A corrected result (3:1 → 2:1) makes a the only winner of round 2: b's award goes, into the audit log.
    await enterResults(t, ops, [{ match: m4, score: [2, 1] }]);
    expect(await awards(db())).toEqual(
      expected.filter((entry) => !(entry.userId === b!.id && entry.badgeId === 'round-winner')),
    );
    expect(await removals()).toEqual([
      { subject: `user:${b!.id}`, badge: 'round-winner', reason: 'result correction' },
    ]);
  });

  it('awards a streak at the fifth consecutive round with points, and revises later streaks after a correction', async () => {
    const { matches, ops, steady, patchy } = await streakSeason(['2024-04-06T15:00:00Z']);
    const streaks = async () => (await awards(db())).filter((entry) => entry.badgeId === 'streak-5');
    expect(await streaks()).toEqual([award(steady.id, 'streak-5', { round: 5 })]);

    // Round 3 was really 0:2: the steady player's run breaks there, the patchy one's now runs from round 1.
    await enterResults(t, ops, [{ match: matches[2]!, score: [0, 2] }]);
    expect(await streaks()).toEqual([award(patchy.id, 'streak-5', { round: 5 })]);
    expect(await removals()).toContainEqual({
      subject: `user:${steady.id}`,
      badge: 'streak-5',
      reason: 'result correction',
    });
  });

  it('reconciles the streaks a slice of players at a time, each player with their own streaks', async () => {
    const { key, steady, patchy } = await streakSeason();
    // The holders made wrong: the steady player's streak gone, one the patchy player never earned.
    await db().execute(sql`delete from badge_awards where badge_id = 'streak-5'`);
    const { competitionId, season } = key(5);
    await db().execute(sql`
      insert into badge_awards (user_id, badge_id, period, competition_id, season, round, awarded_at)
      values (${patchy.id}, 'streak-5', ${`round:${competitionId}:${season}:5`}, ${competitionId}, ${season}, 5, now())`);

    // One player per slice: the operator, the steady and the patchy player each reconciled on their own.
    const sliced = createBadgeAwardingService({
      db: db(),
      clock: t.clock,
      audit: auditService.record,
      monthTotals: totalsBetween,
      unrankedPlayers: t.container.services.users.unrankedPlayers,
      playersPerSlice: 1,
    });
    expect(await sliced.awardRound(key(1), { correction: true })).toEqual({ added: 1, removed: 1 });
    expect((await awards(db())).filter((entry) => entry.badgeId === 'streak-5')).toEqual([
      award(steady.id, 'streak-5', { round: 5 }),
    ]);
  });

  it('awards the monthly places once the month has ended (UTC), and revises a closed month after a correction', async () => {
    const { rounds } = await seedRounds(db(), [
      ['2024-03-02T15:00:00Z'],
      ['2024-03-30T15:00:00Z'],
      ['2024-04-06T15:00:00Z'],
    ]);
    const all = rounds.flat();
    const [m1, m2, m3] = [all[0]!, all[1]!, all[2]!];
    const ops = await createOperator(t.app);
    const players = [];
    for (let index = 0; index < 5; index += 1) players.push(await createPlayer(t.app));
    const [p1, p2, p3, p4, p5] = players as [(typeof players)[number], ...(typeof players)[number][]];
    // March (1:0, 2:2): p1 10, p2 and p3 5 each (equal exact scores and outcomes), p4 2, p5 0. April (0:1): p4 5, p2 3.
    const table: [typeof p1, string, string, string][] = [
      [p1, '1:0', '2:2', '1:0'],
      [p2!, '2:0', '1:1', '0:2'],
      [p3!, '2:0', '1:1', '1:0'],
      [p4!, '0:1', '0:0', '0:1'],
      [p5!, '0:1', '0:1', '1:1'],
    ];
    for (const [player, first, second, third] of table) {
      await picks(player.token, [
        [m1, first],
        [m2, second],
        [m3, third],
      ]);
    }
    await enterResults(t, ops, [
      { match: m1, score: [1, 0] },
      { match: m2, score: [2, 2] },
      { match: m3, score: [0, 1] },
    ]);
    const monthly = async () => (await awards(db())).filter((entry) => entry.badgeId.startsWith('monthly-'));
    const place = (player: { id: number }, badgeId: string, month: string, rank: number) =>
      award(player.id, badgeId, { month, rank });

    // 10 April: March has ended, April has not.
    t.clock.set('2024-04-10T12:00:00Z');
    await t.app.deps.jobs.send(badgesCatchUpJob, {});
    await t.settle();
    const march = [
      place(p1, 'monthly-first', '2024-03', 1),
      place(p2!, 'monthly-second', '2024-03', 2),
      place(p3!, 'monthly-second', '2024-03', 2),
    ];
    expect(await monthly()).toEqual(sortAwards(march));

    // The last instant of April awards nothing; the first of May awards April.
    t.clock.set('2024-04-30T23:59:59Z');
    expect((await t.app.deps.badgeAwarding.awardEndedMonths()).months).toEqual([]);
    t.clock.set('2024-05-01T00:00:00Z');
    await t.app.deps.jobs.send(badgesCatchUpJob, {});
    await t.settle();
    const april = [place(p4!, 'monthly-first', '2024-04', 1), place(p2!, 'monthly-second', '2024-04', 2)];
    expect(await monthly()).toEqual(sortAwards([...march, ...april]));

    // 30 March was really 1:1: p2 and p3 share March's first place on 8, p1 is third on 7; April is untouched.
    await enterResults(t, ops, [{ match: m2, score: [1, 1] }]);
    expect(await monthly()).toEqual(
      sortAwards([
        place(p2!, 'monthly-first', '2024-03', 1),
        place(p3!, 'monthly-first', '2024-03', 1),
        place(p1, 'monthly-third', '2024-03', 3),
        ...april,
      ]),
    );
    const removed = (await removals()).filter((entry) => entry.badge.startsWith('monthly-'));
    expect(removed).toHaveLength(3);
    expect(removed.every((entry) => entry.reason === 'result correction')).toBe(true);
  });

  it('leaves a player blocked before the month ended out of its places, as the leaderboard leaves them out', async () => {
    const { rounds } = await seedRounds(db(), [['2024-03-02T15:00:00Z']]);
    const match = rounds.flat()[0]!;
    const ops = await createOperator(t.app);
    const [exact, outcome, draw] = [await createPlayer(t.app), await createPlayer(t.app), await createPlayer(t.app)];
    for (const [player, pick] of [
      [exact, '2:1'],
      [outcome, '1:0'],
      [draw, '1:1'],
    ] as const) {
      await picks(player.token, [[match, pick]]);
    }
    await enterResults(t, ops, [{ match, score: [2, 1] }]);
    const signIn = await post(t.app, '/auth/sign-in', { email: ops.email, password: ops.password });
    const token = (signIn.json().data as { accessToken: string }).accessToken;
    expect((await post(t.app, `/admin/users/${exact.id}/block`, {}, { token })).statusCode).toBe(200);

    t.clock.set('2024-04-10T12:00:00Z');
    await t.app.deps.jobs.send(badgesCatchUpJob, {});
    await t.settle();
    const monthly = (await awards(db())).filter((entry) => entry.badgeId.startsWith('monthly-'));
    expect(monthly).toEqual([award(outcome.id, 'monthly-first', { month: '2024-03', rank: 1 })]);
  });
});
