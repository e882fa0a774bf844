import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../db/array-literals';
import { queryRows, type Database } from '../../db/client';
import { joinActivePlayers, rankingOrderBy } from '../../db/ranking-order';
import type { RankedScope, StandingRow } from './leaderboard.repository';
import { ruleCounters } from './scored-facts.repository';

/**
 * What a private league's own rules rank (issue 59, ADR 112): the scopes of the global tables, and a season's rounds up
 * to one (`through`: the league's standing after a completed round, for its movement and climber).
 */
export type LeagueScope = RankedScope | { kind: 'through'; competitionId: number; season: number; round: number };

/** The choices of a league's rules that change what its table sums (ADR 112). */
export interface TableRules {
  /** Off: each fact counts its base points (`points / multiplier`: a joker's pick as a plain one). */
  jokers: boolean;
  /** Off: bonus questions' points are left out. */
  bonus: boolean;
}

/**
 * The matches whose facts a scope sums, as the global tables select them: a competition-season's (overall), one round
 * of it, the scored matches kicked off on the UTC days `start`–`end` (the running totals' days), the rounds up to one,
 * or the league's competition-seasons summed (`all`). `m` is the match.
 */
function matchesOf(scope: LeagueScope): SQL {
  if (scope.kind === 'all') {
    if (!scope.within) return sql`true`;
    if (scope.within.length === 0) return sql`false`;
    return sql`(m.competition_id, m.season) in (${sql.join(
      scope.within.map((key) => sql`(${key.competitionId}::int, ${key.season}::int)`),
      sql`, `,
    )})`;
  }
  const season = sql`m.competition_id = ${scope.competitionId} and m.season = ${scope.season}`;
  switch (scope.kind) {
    case 'overall':
      return season;
    case 'round':
      return sql`${season} and m.round = ${scope.round}`;
    case 'through':
      return sql`${season} and m.round <= ${scope.round}`;
    case 'range':
      return sql`${season} and (m.kickoff_at at time zone 'UTC')::date between ${scope.start}::date and ${scope.end}::date`;
  }
}

export const leagueStandingsRepository = {
  /**
   * A league's members ranked from the scored facts under the league's rules (ADR 112), in the published order
   * (points, exact scores, correct outcomes, earlier sign-up): only members with a scored fact in the scope, blocked
   * players left out, as the global tables. The counters come from each fact's rule, never from scores.
   *
   * The one place a league's table is summed from facts: under `rules.bonus`, the bonus questions' facts (ADR 111)
   * join the picks' facts, on their deciding match's round and day, with points only (no pick scored, no counter).
   */
  async standings(db: Database, scope: LeagueScope, memberIds: readonly number[], rules: TableRules) {
    if (memberIds.length === 0) return [];
    const members = sql`${intArray([...memberIds])}::int[]`;
    // A joker's fact holds its doubled points and its multiplier (ADR 108); its base points are their quotient.
    const points = rules.jokers ? sql`f.points` : sql`f.points / f.multiplier`;
    const bonus = rules.bonus
      ? sql`union all
            select b.user_id, b.points::int, 0, 0, 0
              from bonus_facts b
              join matches m on m.id = b.match_id
             where b.user_id = any(${members}) and ${matchesOf(scope)}`
      : sql``;
    return queryRows<StandingRow>(
      db,
      sql`select a.user_id, a.points, a.scored, a.exact, a.outcomes
            from (select facts.user_id, sum(facts.points)::int as points, sum(facts.scored)::int as scored,
                         sum(facts.exact)::int as exact, sum(facts.outcomes)::int as outcomes
                    from (select f.user_id, (${points})::int as points, 1 as scored, rc.exact, rc.outcomes
                            from scored_predictions f
                            join matches m on m.id = f.match_id
                            join ${ruleCounters()} on rc.rule = f.rule
                           where f.user_id = any(${members}) and ${matchesOf(scope)}
                          ${bonus}) facts
                   group by facts.user_id) a
            ${joinActivePlayers('a')}
           order by ${rankingOrderBy('a')}`,
    );
  },
};
