import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { matches, predictions } from '../../db/schema';

export type PredictionRow = typeof predictions.$inferSelect;

export const predictionsRepository = {
  async findMatchForPrediction(db: Executor, matchId: number) {
    const [row] = await db
      .select({ id: matches.id, kickoffAt: matches.kickoffAt, status: matches.status })
      .from(matches)
      .where(eq(matches.id, matchId))
      .limit(1);
    return row;
  },

  /**
   * In one statement (one round trip, atomic): inserts the prediction if the match is open — status not
   * started and kick-off later than `openAfter` — and the player has none yet, and counts it on the
   * player's totals. Returns whether a row was inserted.
   */
  async insertIfOpen(
    db: Executor,
    values: {
      userId: number;
      matchId: number;
      homeGoals: number;
      awayGoals: number;
      now: Date;
      openAfter: Date;
      openStatuses: readonly string[];
    },
  ): Promise<boolean> {
    const statuses = sql.join(
      values.openStatuses.map((status) => sql`${status}`),
      sql`, `,
    );
    const [row] = await queryRows<{ inserted: number }>(
      db,
      sql`with inserted as (
            insert into predictions (user_id, match_id, home_goals, away_goals, created_at)
            select ${values.userId}, m.id, ${values.homeGoals}, ${values.awayGoals}, ${values.now}
              from matches m
             where m.id = ${values.matchId} and m.status in (${statuses}) and m.kickoff_at > ${values.openAfter}
            on conflict (user_id, match_id) do nothing
            returning user_id
          ),
          counted as (
            insert into player_totals as t (user_id, predictions_made)
            select user_id, 1 from inserted
            on conflict (user_id) do update set predictions_made = t.predictions_made + 1
          )
          select count(*)::int as inserted from inserted`,
    );
    return (row?.inserted ?? 0) > 0;
  },

  async find(db: Executor, userId: number, matchId: number): Promise<PredictionRow | undefined> {
    const [row] = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, userId), eq(predictions.matchId, matchId)))
      .limit(1);
    return row;
  },

  /** A player's predictions for some matches, with each match's result when it is final. */
  async forUserAndMatches(db: Executor, userId: number, matchIds: number[]) {
    if (matchIds.length === 0) return [];
    return db
      .select({
        matchId: predictions.matchId,
        homeGoals: predictions.homeGoals,
        awayGoals: predictions.awayGoals,
        status: matches.status,
        resultHome: matches.homeGoals,
        resultAway: matches.awayGoals,
      })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .where(and(eq(predictions.userId, userId), inArray(predictions.matchId, matchIds)));
  },

  /** Distinct predicted scores of a match, for scoring each once with the domain rule. */
  async distinctScores(db: Executor, matchId: number) {
    return queryRows<{ home: number; away: number }>(
      db,
      sql`select distinct home_goals as home, away_goals as away from predictions where match_id = ${matchId}`,
    );
  },

  /** The spread of picks of one match (shown after kick-off only). */
  async picks(db: Executor, matchId: number) {
    return queryRows<{ home: number; away: number; count: number }>(
      db,
      sql`select home_goals as home, away_goals as away, count(*)::int as count
          from predictions where match_id = ${matchId}
          group by home_goals, away_goals order by count desc, home_goals, away_goals`,
    );
  },
};
