import { sql, type SQL } from 'drizzle-orm';
import {
  JOKER_MULTIPLIER,
  POINTS_RULES,
  rankingCountersOf,
  scorePrediction,
  type PointsRule,
  type Score,
} from '@scoreline/domain';
import { intArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';
import { joinJokers, pickMultiplier } from './jokers.repository';

/**
 * Issue 56 (docs/decisions/076): the scored facts (`scored_predictions`), one row per prediction of a scored match with
 * the points and the rule `scorePrediction` gave it. What every table sums; the only SQL that pairs a predicted score
 * with points is the lookup built here from the domain's answers.
 */

/** A distinct predicted score of a match with what `scorePrediction` gives it under the match's result. */
export interface FactLookupRow {
  home: number;
  away: number;
  points: number;
  rule: PointsRule;
  multiplier: number;
}

/**
 * Each distinct predicted score scored once with the domain rule, as a plain pick and as a joker (issue 59: the lookup
 * is keyed by score and multiplier, so a joker's pick looks up its own row).
 */
export function factLookupOf(scores: Score[], result: Score): FactLookupRow[] {
  return scores.flatMap((score) =>
    [1, JOKER_MULTIPLIER].map((modifier) => {
      const { points, rule, multiplier } = scorePrediction(score, result, { multiplier: modifier });
      return { home: score.home, away: score.away, points, rule, multiplier };
    }),
  );
}

/**
 * Each prediction `p` joined to the lookup row of its score and multiplier (issue 59, docs/decisions/108): its player's
 * joker of the round on its match doubles it. Read when a match's facts are first written, after its window closed (so
 * the joker is fixed); a rescoring reads the multiplier its fact holds.
 */
export const joinLookupByPick = sql`${joinJokers}
  join lookup l on l.home = p.home_goals and l.away = p.away_goals and l.multiplier = ${pickMultiplier}`;

/** The lookup as `values` rows (home, away, points, rule, multiplier). */
export function lookupValues(lookup: FactLookupRow[]): SQL {
  return sql.join(
    lookup.map(
      (row) =>
        sql`(${row.home}::int, ${row.away}::int, ${row.points}::int, ${row.rule}::points_rule, ${row.multiplier}::int)`,
    ),
    sql`, `,
  );
}

/**
 * The ranking counters of each rule (`rankingCountersOf` of @scoreline/domain) as a relation `alias(rule, exact,
 * outcomes)`: how SQL reads a fact's exact and outcome counts from its rule.
 */
export function ruleCounters(alias = 'rc'): SQL {
  const rows = POINTS_RULES.map((rule) => {
    const { exact, outcomes } = rankingCountersOf(rule);
    return `('${rule}'::points_rule, ${exact}, ${outcomes})`;
  });
  return sql.raw(`(values ${rows.join(', ')}) as ${alias}(rule, exact, outcomes)`);
}

/**
 * Each predicted outcome (`outcomeOf` of @scoreline/domain: the sign of the goal difference) as a relation
 * `po(home, draw, away, sign)`: the insights' counters of a pick's outcome.
 */
export const predictedOutcomes = sql.raw(
  `(values (1, 0, 0, 1), (0, 1, 0, 0), (0, 0, 1, -1)) as po(home, draw, away, sign)`,
);

/**
 * Every player's sums of the facts of some matches: user id, points, scored, exact, outcomes. The bonus questions'
 * facts (issue 59, ADR 111) count on their deciding match: points only.
 */
export function factSums(matchIds: number[]): SQL {
  const ids = intArray(matchIds);
  return sql`select f.user_id, sum(f.points)::int as points, sum(f.scored)::int as scored,
                    sum(f.exact)::int as exact, sum(f.outcomes)::int as outcomes
               from (select f.user_id, f.points, 1 as scored, rc.exact, rc.outcomes
                       from scored_predictions f join ${ruleCounters()} on rc.rule = f.rule
                      where f.match_id = any(${ids}::int[])
                     union all
                     select b.user_id, b.points, 0, 0, 0 from bonus_facts b where b.match_id = any(${ids}::int[])) f
              group by f.user_id`;
}

export const scoredFactsRepository = {
  /** The distinct scores predicted for a match. */
  async distinctScores(tx: Executor, matchId: number): Promise<Score[]> {
    return queryRows<Score>(
      tx,
      sql`select distinct home_goals as home, away_goals as away from predictions where match_id = ${matchId}`,
    );
  },

  /**
   * Scored matches with predictions but no facts: a database scored before the facts existed (issue 56). Each with the
   * result it was scored with.
   */
  async matchesWithoutFacts(tx: Executor): Promise<{ id: number; result: Score }[]> {
    const rows = await queryRows<{ id: number; home: number; away: number }>(
      tx,
      sql`select s.match_id as id, s.home_goals as home, s.away_goals as away from match_scoring s
           where not exists (select 1 from scored_predictions f where f.match_id = s.match_id)
             and exists (select 1 from predictions p where p.match_id = s.match_id)
           order by s.match_id`,
    );
    return rows.map(({ id, home, away }) => ({ id, result: { home, away } }));
  },

  /** Writes a match's facts from its lookup, moving no aggregate (they count these predictions already). */
  async insertFacts(tx: Executor, matchId: number, lookup: FactLookupRow[]): Promise<void> {
    if (lookup.length === 0) return;
    await tx.execute(sql`
      with lookup(home, away, points, rule, multiplier) as (values ${lookupValues(lookup)})
      insert into scored_predictions (match_id, user_id, home_goals, away_goals, points, rule, multiplier)
      select ${matchId}, p.user_id, p.home_goals, p.away_goals, l.points, l.rule, l.multiplier
        from predictions p ${joinLookupByPick}
       where p.match_id = ${matchId}
       order by p.user_id
      on conflict (match_id, user_id) do nothing`);
  },

  /**
   * The personal insights' predicted-outcome counters set from the facts (each scored pick's outcome), for every
   * player: the one-time fill of a database scored before they existed.
   */
  async setInsightCountersFromFacts(tx: Executor): Promise<void> {
    await tx.execute(sql`update player_totals set predicted_home = 0, predicted_draw = 0, predicted_away = 0`);
    await tx.execute(sql`
      with counts as (
        select m.competition_id, m.season, f.user_id,
               sum(po.home)::int as home, sum(po.draw)::int as draw, sum(po.away)::int as away
          from scored_predictions f
          join matches m on m.id = f.match_id
          join ${predictedOutcomes} on po.sign = sign(f.home_goals - f.away_goals)
         group by m.competition_id, m.season, f.user_id)
      insert into player_totals as t (competition_id, season, user_id, predicted_home, predicted_draw, predicted_away)
      select competition_id, season, user_id, home, draw, away from counts
      on conflict (competition_id, season, user_id) do update set predicted_home = excluded.predicted_home,
        predicted_draw = excluded.predicted_draw, predicted_away = excluded.predicted_away`);
  },
};
