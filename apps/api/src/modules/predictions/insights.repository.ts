import { sql } from 'drizzle-orm';
import type { Score } from '@scoreline/domain';
import { queryRows, sqlList, type Executor } from '../../db/client';
import { completedRoundsOf, rankIn, roundRanksOf } from '../../db/round-ranks';
import type { SeasonKey } from './leaderboard.repository';

export interface InsightTotals {
  scored: number;
  exact: number;
  outcomes: number;
  predicted_home: number;
  predicted_draw: number;
  predicted_away: number;
}

/**
 * Personal insights' reads (issue 11): the aggregates scoring maintains (player totals with their predicted-outcome
 * counters, round totals, round rank snapshots) and the player's own scored predictions, a player at a time, by key.
 */
export const insightsRepository = {
  async totals(db: Executor, key: SeasonKey, userId: number): Promise<InsightTotals | undefined> {
    const [row] = await queryRows<InsightTotals>(
      db,
      sql`select scored, exact, outcomes, predicted_home, predicted_draw, predicted_away
            from player_totals
           where competition_id = ${key.competitionId} and season = ${key.season} and user_id = ${userId}`,
    );
    return row;
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
             and round in (${sqlList(rounds)})`,
    );
  },

  /** The player's overall rank after each of some rounds (the movement arrows' snapshots), where ranked. */
  async ranksAfter(db: Executor, key: SeasonKey, userId: number, rounds: number[]) {
    if (rounds.length === 0) return [];
    const rows = await queryRows<{ round: number; rank: number | null }>(
      db,
      sql`select r.round, ${rankIn(sql`${userId}::int`)} as rank
            from round_ranks r where ${roundRanksOf(key)} and r.round in (${sqlList(rounds)})`,
    );
    return rows.flatMap(({ round, rank }) => (rank ? [{ round, rank }] : []));
  },

  /**
   * The player's scored facts with the clubs of each match and the result it was scored with (a few hundred rows per
   * season, by the player's key): their points per team are summed from these.
   */
  async scoredPicks(db: Executor, key: SeasonKey, userId: number) {
    const rows = await queryRows<{
      home_team: number;
      away_team: number;
      points: number;
      rh: number;
      ra: number;
    }>(
      db,
      // By the player's predictions (their key), then each one's fact by its key: the facts are keyed by match.
      sql`select m.home_team_id as home_team, m.away_team_id as away_team, f.points, s.home_goals as rh, s.away_goals as ra
            from predictions p
            join scored_predictions f on f.match_id = p.match_id and f.user_id = p.user_id
            join match_scoring s on s.match_id = p.match_id join matches m on m.id = p.match_id
           where p.user_id = ${userId} and m.competition_id = ${key.competitionId} and m.season = ${key.season}`,
    );
    return rows.map((row) => ({
      teams: [row.home_team, row.away_team],
      points: row.points,
      result: { home: row.rh, away: row.ra } satisfies Score,
    }));
  },

  /** Clubs by id: their name and logo. */
  async teams(db: Executor, ids: number[]) {
    if (ids.length === 0) return [];
    return queryRows<{ id: number; name: string; logo: string | null }>(
      db,
      sql`select id, name, logo_url as logo from teams where id in (${sqlList(ids)})`,
    );
  },
};
