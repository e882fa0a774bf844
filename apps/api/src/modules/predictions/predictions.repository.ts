import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { matches, playerTotals, predictions } from '../../db/schema';

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

  /** Inserts unless the player already predicted the match; returns the new row or undefined. */
  async insertIfAbsent(
    db: Executor,
    values: { userId: number; matchId: number; homeGoals: number; awayGoals: number; now: Date },
  ): Promise<PredictionRow | undefined> {
    const [row] = await db
      .insert(predictions)
      .values({
        userId: values.userId,
        matchId: values.matchId,
        homeGoals: values.homeGoals,
        awayGoals: values.awayGoals,
        createdAt: values.now,
      })
      .onConflictDoNothing({ target: [predictions.userId, predictions.matchId] })
      .returning();
    return row;
  },

  async find(db: Executor, userId: number, matchId: number): Promise<PredictionRow | undefined> {
    const [row] = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, userId), eq(predictions.matchId, matchId)))
      .limit(1);
    return row;
  },

  async countMade(db: Executor, userId: number): Promise<void> {
    await db
      .insert(playerTotals)
      .values({ userId, predictionsMade: 1 })
      .onConflictDoUpdate({
        target: playerTotals.userId,
        set: { predictionsMade: sql`${playerTotals.predictionsMade} + 1` },
      });
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
