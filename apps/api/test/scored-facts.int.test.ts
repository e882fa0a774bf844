import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outcomeOf, rankingCountersOf, scorePrediction, type PointsRule } from '@scoreline/domain';
import { queryRows } from '../src/db/client';
import { matches } from '../src/db/schema';
import { createRunningTotals } from '../src/modules/predictions/running-totals';
import { unpack } from '../src/modules/predictions/running-totals-layout';
import { runningTotalsRepository } from '../src/modules/predictions/running-totals.repository';
import { createPlayer, makeOperator } from './helpers/auth-helpers';
import { onlySeason, seedCompetition, seedMatch } from './helpers/football-fixtures';
import { predict, putResult } from './helpers/prediction-fixtures';
import { useTestApp } from './helpers/test-app';

/**
 * Issue 56 (docs/decisions/076): scoring writes one scored fact per prediction, and every aggregate is maintained
 * from the facts' differences in the same transaction. After a replayed season with corrections, a withdrawn result
 * and a rescoring that changes nothing, a recomputation from scratch from the facts equals every maintained aggregate,
 * and each fact is what `scorePrediction` gives the prediction against the result its match was scored with.
 */
const t = useTestApp({ clockStart: '2024-03-01T12:00:00Z', operatorEmail: 'ops@example.com' });

const ROUNDS = 3;
const MATCHES_PER_ROUND = 4;
const PLAYERS = 9;
const picks = ['1:0', '2:1', '0:0', '1:1', '0:2', '3:1', '2:2', '3:0', '1:3', '4:4'];
const results: [number, number][] = [
  [1, 0],
  [2, 1],
  [0, 0],
  [1, 1],
  [0, 2],
  [3, 1],
  [2, 2],
  [3, 0],
  [1, 3],
  [0, 1],
  [2, 0],
  [4, 4],
];

/** Twelve matches over three rounds on six match days; nine players with varied picks, a few left out. */
async function replayedSeason() {
  const db = t.database.connection.db;
  const { league, clubs } = await seedCompetition(db, 2 * MATCHES_PER_ROUND);
  const matchIds: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (let index = 0; index < MATCHES_PER_ROUND; index += 1) {
      // Two match days a round (a Saturday and the Tuesday after), two matches on each.
      const day = (round - 1) * 7 + (index < 2 ? 2 : 5);
      const match = await seedMatch(db, {
        competitionId: league.id,
        homeTeamId: clubs[2 * index]!.id,
        awayTeamId: clubs[2 * index + 1]!.id,
        round,
        kickoffAt: new Date(Date.UTC(2024, 2, day, 12 + 3 * (index % 2))),
      });
      matchIds.push(match!.id);
    }
  }
  const admin = await createPlayer(t.app, { email: 'ops@example.com' });
  await makeOperator(t.app, admin);
  const players = [];
  for (let player = 0; player < PLAYERS; player += 1) players.push(await createPlayer(t.app));
  for (const [matchIndex, matchId] of matchIds.entries()) {
    for (const [playerIndex, player] of players.entries()) {
      if ((playerIndex * 5 + matchIndex) % 7 === 3) continue;
      const pick = picks[(playerIndex * 7 + matchIndex * 3) % picks.length]!;
      expect((await predict(t.app, player.token, matchId, pick)).statusCode).toBe(201);
    }
  }
  t.clock.set('2024-03-21T12:00:00Z');
  for (const [index, matchId] of matchIds.entries()) {
    expect((await putResult(t.app, admin.token, matchId, ...results[index]!)).statusCode).toBe(200);
  }
  await t.settle();
  return { admin, players, matchIds };
}

interface Fact {
  match_id: number;
  user_id: number;
  points: number;
  rule: PointsRule;
  multiplier: number;
  round: number;
  day: string;
}

async function factsNow() {
  return queryRows<Fact>(
    t.database.connection.db,
    sql`select f.match_id, f.user_id, f.points, f.rule, f.multiplier, m.round,
               to_char(m.kickoff_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from scored_predictions f join matches m on m.id = f.match_id order by f.match_id, f.user_id`,
  );
}

interface Sums {
  points: number;
  scored: number;
  exact: number;
  outcomes: number;
}
const zero = (): Sums => ({ points: 0, scored: 0, exact: 0, outcomes: 0 });
function add(into: Map<string, Sums>, key: string, fact: Fact) {
  const sums = into.get(key) ?? zero();
  const counters = rankingCountersOf(fact.rule);
  sums.points += fact.points;
  sums.scored += 1;
  sums.exact += counters.exact;
  sums.outcomes += counters.outcomes;
  into.set(key, sums);
}
const nonZero = (sums: Sums) => sums.points !== 0 || sums.scored !== 0 || sums.exact !== 0 || sums.outcomes !== 0;

/** Every fact is the domain rule's answer for its prediction and its match's scored result; one per prediction. */
async function expectFactsFromTheRule() {
  const db = t.database.connection.db;
  const expected = await queryRows<{
    match_id: number;
    user_id: number;
    ph: number;
    pa: number;
    rh: number;
    ra: number;
  }>(
    db,
    sql`select p.match_id, p.user_id, p.home_goals as ph, p.away_goals as pa, s.home_goals as rh, s.away_goals as ra
          from predictions p join match_scoring s on s.match_id = p.match_id order by p.match_id, p.user_id`,
  );
  const facts = await factsNow();
  expect(
    facts.map(({ match_id, user_id, points, rule, multiplier }) => ({ match_id, user_id, points, rule, multiplier })),
  ).toEqual(
    expected.map(({ match_id, user_id, ph, pa, rh, ra }) => {
      const { points, rule, multiplier } = scorePrediction({ home: ph, away: pa }, { home: rh, away: ra });
      return { match_id, user_id, points, rule, multiplier };
    }),
  );
  return facts;
}

/** A recomputation from the facts alone equals every aggregate scoring maintains. */
async function expectAggregatesFromFacts() {
  const db = t.database.connection.db;
  const facts = await factsNow();
  const overall = new Map<string, Sums>();
  const rounds = new Map<string, Sums>();
  const predicted = new Map<string, { home: number; draw: number; away: number }>();
  const picksOf = new Map(
    (
      await queryRows<{ match_id: number; user_id: number; home: number; away: number }>(
        db,
        sql`select match_id, user_id, home_goals as home, away_goals as away from predictions`,
      )
    ).map((row) => [`${row.match_id}/${row.user_id}`, row]),
  );
  for (const fact of facts) {
    add(overall, String(fact.user_id), fact);
    add(rounds, `${fact.round}/${fact.user_id}`, fact);
    const counts = predicted.get(String(fact.user_id)) ?? { home: 0, draw: 0, away: 0 };
    counts[outcomeOf(picksOf.get(`${fact.match_id}/${fact.user_id}`)!)] += 1;
    predicted.set(String(fact.user_id), counts);
  }

  const totals = await queryRows<Sums & { user_id: number; home: number; draw: number; away: number }>(
    db,
    sql`select user_id, points, scored, exact, outcomes, predicted_home as home, predicted_draw as draw,
               predicted_away as away from player_totals order by user_id`,
  );
  for (const row of totals) {
    const { user_id, home, draw, away, ...sums } = row;
    expect(sums, `player ${user_id}'s totals`).toEqual(overall.get(String(user_id)) ?? zero());
    expect({ home, draw, away }, `player ${user_id}'s predicted outcomes`).toEqual(
      predicted.get(String(user_id)) ?? { home: 0, draw: 0, away: 0 },
    );
  }
  expect(new Set(totals.map((row) => String(row.user_id)))).toEqual(
    new Set([...totals.map((row) => String(row.user_id)), ...overall.keys()]),
  );

  const roundRows = await queryRows<Sums & { round: number; user_id: number }>(
    db,
    sql`select round, user_id, points, scored, exact, outcomes from player_round_totals order by round, user_id`,
  );
  const maintained = new Map(
    roundRows.flatMap(({ round, user_id, ...sums }) => (nonZero(sums) ? [[`${round}/${user_id}`, sums] as const] : [])),
  );
  expect(maintained).toEqual(new Map([...rounds].filter(([, sums]) => nonZero(sums))));

  // Date ranges: every match day's running totals, built now, equal the facts of the days up to it.
  const running = createRunningTotals(db);
  const days = [...new Set(facts.map((fact) => fact.day))].sort();
  const season = await onlySeason(db);
  for (const day of days) await running.standings(season, days[0]!, day, () => true);
  const kept = await runningTotalsRepository.packedAt(db, season, days);
  for (const day of days) {
    const through = new Map<string, Sums>();
    for (const fact of facts.filter((entry) => entry.day <= day)) add(through, String(fact.user_id), fact);
    const packed = unpack(kept.get(day)!);
    const found = new Map<string, Sums>();
    packed.userIds.forEach((userId, index) => {
      found.set(String(userId), {
        points: packed.points[index]!,
        scored: packed.scored[index]!,
        exact: packed.exact[index]!,
        outcomes: packed.outcomes[index]!,
      });
    });
    expect(found, `running totals through ${day}`).toEqual(new Map([...through].filter(([, sums]) => nonZero(sums))));
  }
}

describe('scored facts (issue 56)', () => {
  it('after a replayed season with corrections, every aggregate equals a recomputation from the facts', async () => {
    const { admin, matchIds } = await replayedSeason();
    const first = await expectFactsFromTheRule();
    expect(first.length).toBeGreaterThan(80);
    await expectAggregatesFromFacts();

    // Corrections: an outcome changed, a goal range changed, an exact score made, and the same result again.
    const db = t.database.connection.db;
    const corrections: [number, [number, number]][] = [
      [0, [0, 1]],
      [5, [2, 1]],
      [9, [1, 3]],
      [11, [4, 4]],
    ];
    for (const [index, score] of corrections) {
      expect((await putResult(t.app, admin.token, matchIds[index]!, ...score)).statusCode).toBe(200);
    }
    await t.settle();
    // A result withdrawn (postponed after all): its facts go and every aggregate gives back exactly what they gave.
    await db.update(matches).set({ status: 'PST' }).where(eq(matches.id, matchIds[6]!));
    await t.app.deps.scoring.scoreMatch(matchIds[6]!);
    expect((await factsNow()).some((fact) => fact.match_id === matchIds[6])).toBe(false);
    // Scoring a match again with the result it was scored with moves nothing: exactly once.
    expect((await t.app.deps.scoring.scoreMatch(matchIds[3]!)).changed).toBe(0);

    await expectFactsFromTheRule();
    await expectAggregatesFromFacts();

    // Played after all, with another result: scored again from no facts.
    expect((await putResult(t.app, admin.token, matchIds[6]!, 3, 2)).statusCode).toBe(200);
    await t.settle();
    expect((await factsNow()).filter((fact) => fact.match_id === matchIds[6]).length).toBeGreaterThan(0);
    await expectFactsFromTheRule();
    await expectAggregatesFromFacts();
  });

  it('writes the facts of a database scored before they existed, once, moving no aggregate', async () => {
    await replayedSeason();
    const db = t.database.connection.db;
    const totals = sql`select user_id, points, scored, exact, outcomes from player_totals order by user_id`;
    const before = await queryRows(db, totals);
    const facts = await factsNow();
    await db.execute(sql`delete from scored_predictions`);
    expect(await t.app.deps.scoring.fillScoredFacts()).toEqual({ matches: 12 });
    expect(await factsNow()).toEqual(facts);
    expect(await queryRows(db, totals)).toEqual(before);
    expect(await t.app.deps.scoring.fillScoredFacts()).toEqual({ matches: 0 });
    await expectAggregatesFromFacts();
  });
});
