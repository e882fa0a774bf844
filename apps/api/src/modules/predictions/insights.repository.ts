import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { completedRoundsOf, rankIn, roundRanksOf } from '../../db/round-ranks';
import { teamCountersOfRow } from '../../db/team-counters';
import type { SeasonKey } from './leaderboard.repository';

export interface InsightTotals {
  scored: number;
  exact: number;
  outcomes: number;
  predicted_home: number;
  predicted_draw: number;
  predicted_away: number;
}

const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Personal insights' reads (issue 11): the aggregates scoring maintains (player totals with their outcome
 * counters, round totals, per-team totals, round rank snapshots) and the scored results of the player's own
 * predictions, a player at a time, by key.
 */
export const insightsRepository = {
  async totals(db: Executor, userId: number): Promise<InsightTotals | undefined> {
    const [row] = await queryRows<InsightTotals>(
      db,
      sql`select scored, exact, outcomes, predicted_home, predicted_draw, predicted_away
            from player_totals where user_id = ${userId}`,
    );
    return row;
  },

  /**
   * The results the player's predicted matches were scored with, each with how many of them: how those matches really
   * ended (the player's predictions by key, a few hundred at most, each joined to its match's scored result).
   */
  async scoredResults(db: Executor, userId: number) {
    return queryRows<{ home: number; away: number; matches: number }>(
      db,
      sql`select s.home_goals as home, s.away_goals as away, count(*)::int as matches
            from predictions p join match_scoring s on s.match_id = p.match_id
           where p.user_id = ${userId}
           group by s.home_goals, s.away_goals`,
    );
  },

  /** The season's completed rounds (those with a rank snapshot). */
  async completedRounds(db: Executor, key: SeasonKey): Promise<number[]> {
    const rows = await queryRows<{ round: number }>(db, completedRoundsOf(key));
    return rows.map((row) => row.round);
  },

  /** The player's points and scored predictions in some rounds of a season (their round totals, by key). */
  async roundTotals(db: Executor, key: SeasonKey, userId: number, rounds: number[]) {
    if (rounds.length === 0) return [];
    return queryRows<{ round: number; points: number; scored: number }>(
      db,
      sql`select round, points, scored from player_round_totals
           where user_id = ${userId} and competition_id = ${key.competitionId} and season = ${key.season}
             and round in (${list(rounds)})`,
    );
  },

  /** The player's overall rank after each of some rounds (the movement arrows' snapshots), where ranked. */
  async ranksAfter(db: Executor, key: SeasonKey, userId: number, rounds: number[]) {
    if (rounds.length === 0) return [];
    const rows = await queryRows<{ round: number; rank: number | null }>(
      db,
      sql`select r.round, ${rankIn(sql`${userId}::int`)} as rank
            from round_ranks r where ${roundRanksOf(key)} and r.round in (${list(rounds)})`,
    );
    return rows.flatMap(({ round, rank }) => (rank ? [{ round, rank }] : []));
  },

  /** The player's points per team, for teams with at least `minimum` scored predictions. */
  async teamTotals(db: Executor, userId: number, minimum: number) {
    return queryRows<{ id: number; name: string; logo: string | null; points: number; scored: number }>(
      db,
      sql`select t.id, t.name, t.logo_url as logo, c.points, c.scored
            from player_team_counters p cross join ${teamCountersOfRow} join teams t on t.id = c.team_id
           where p.user_id = ${userId} and c.scored >= ${minimum}`,
    );
  },
};
