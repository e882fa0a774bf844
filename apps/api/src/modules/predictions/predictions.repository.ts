import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { intArray, timeArray } from '../../db/array-literals';
import { matches, predictionChanges, predictions, roundJokers, scoredPredictions } from '../../db/schema';

export type PredictionRow = typeof predictions.$inferSelect;

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

export interface PickChange {
  matchId: number;
  old: { home: number; away: number };
  new: { home: number; away: number };
}

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
   * Inserts many predictions in one statement (one commit for all): each only while its match is open at
   * that request's time (status not started, kick-off later than its `openAfter`), at most one per player
   * per match (a row that exists already is left alone), and each player's prediction counter moves with it. Answers, per input in order, whether it was inserted.
   * Rows are taken in (player, match) order so that two batches lock counters in the same order. The
   * caller passes each (player, match) pair at most once.
   */
  async insertManyIfOpen(
    db: Executor,
    rows: readonly {
      userId: number;
      matchId: number;
      homeGoals: number;
      awayGoals: number;
      now: Date;
      openAfter: Date;
    }[],
    openStatuses: readonly string[],
  ): Promise<boolean[]> {
    if (rows.length === 0) return [];
    const statuses = statusList(openStatuses);
    const inserted = await queryRows<{ user_id: number; match_id: number }>(
      db,
      sql`with input as (
            select * from unnest(
              ${intArray(rows.map((row) => row.userId))}::int[],
              ${intArray(rows.map((row) => row.matchId))}::int[],
              ${intArray(rows.map((row) => row.homeGoals))}::smallint[],
              ${intArray(rows.map((row) => row.awayGoals))}::smallint[],
              ${timeArray(rows.map((row) => row.now))}::timestamptz[],
              ${timeArray(rows.map((row) => row.openAfter))}::timestamptz[]
            ) as i(user_id, match_id, home_goals, away_goals, created_at, open_after)
          ),
          inserted as (
            insert into predictions (user_id, match_id, home_goals, away_goals, created_at)
            select i.user_id, i.match_id, i.home_goals, i.away_goals, i.created_at
              from input i
              join matches m on m.id = i.match_id
             where m.status in (${statuses}) and m.kickoff_at > i.open_after
             order by i.user_id, i.match_id
            on conflict (user_id, match_id) do nothing
            returning user_id, match_id
          ),
          counted as (
            insert into player_totals as t (competition_id, season, user_id, predictions_made)
            select m.competition_id, m.season, i.user_id, count(*)::int
              from inserted i join matches m on m.id = i.match_id
             group by m.competition_id, m.season, i.user_id order by m.competition_id, m.season, i.user_id
            on conflict (competition_id, season, user_id)
              do update set predictions_made = t.predictions_made + excluded.predictions_made
          )
          select user_id, match_id from inserted`,
    );
    const keys = new Set(inserted.map((row) => `${row.user_id}:${row.match_id}`));
    return rows.map((row) => keys.has(`${row.userId}:${row.matchId}`));
  },

  /** The matches of a list of ids (status and kick-off), to say why a pick was refused. */
  async findMatchesForPrediction(db: Executor, matchIds: number[]) {
    if (matchIds.length === 0) return [];
    return db
      .select({ id: matches.id, kickoffAt: matches.kickoffAt, status: matches.status })
      .from(matches)
      .where(inArray(matches.id, matchIds));
  },

  /**
   * A player's current picks of some matches, locked until the transaction ends (issue 13): a change reads the
   * pick it replaces under the lock, so two changes of one pick take turns and the audit trail names the right one.
   */
  async lockPicks(tx: Executor, userId: number, matchIds: number[]) {
    if (matchIds.length === 0) return [];
    return queryRows<{ match_id: number; home_goals: number; away_goals: number }>(
      tx,
      sql`select match_id, home_goals, away_goals from predictions
           where user_id = ${userId} and match_id in (${sql.join(
             matchIds.map((id) => sql`${id}`),
             sql`, `,
           )})
           order by match_id
           for update`,
    );
  },

  /**
   * Replaces a player's picks with new scores, each only while its match is open at `now` (the same window as
   * `insertManyIfOpen`: status not started, kick-off later than `openAfter`). Answers the match ids changed.
   */
  async updateIfOpen(
    tx: Executor,
    userId: number,
    rows: readonly { matchId: number; homeGoals: number; awayGoals: number }[],
    openAfter: Date,
    openStatuses: readonly string[],
  ): Promise<number[]> {
    if (rows.length === 0) return [];
    const updated = await queryRows<{ match_id: number }>(
      tx,
      sql`update predictions p
             set home_goals = i.home_goals, away_goals = i.away_goals
            from unnest(
                   ${intArray(rows.map((row) => row.matchId))}::int[],
                   ${intArray(rows.map((row) => row.homeGoals))}::smallint[],
                   ${intArray(rows.map((row) => row.awayGoals))}::smallint[]
                 ) as i(match_id, home_goals, away_goals)
            join matches m on m.id = i.match_id
           where p.user_id = ${userId} and p.match_id = i.match_id
             and m.status in (${statusList(openStatuses)}) and m.kickoff_at > ${openAfter}
          returning p.match_id`,
    );
    return updated.map((row) => row.match_id);
  },

  /** The audit trail of changed picks (issue 13). */
  async recordChanges(tx: Executor, userId: number, changes: readonly PickChange[], at: Date): Promise<void> {
    if (changes.length === 0) return;
    await tx.insert(predictionChanges).values(
      changes.map((change) => ({
        userId,
        matchId: change.matchId,
        oldHomeGoals: change.old.home,
        oldAwayGoals: change.old.away,
        newHomeGoals: change.new.home,
        newAwayGoals: change.new.away,
        changedAt: at,
      })),
    );
  },

  async find(db: Executor, userId: number, matchId: number): Promise<PredictionRow | undefined> {
    const [row] = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, userId), eq(predictions.matchId, matchId)))
      .limit(1);
    return row;
  },

  /**
   * A player's predictions for some matches, with each match's result when it is final, its scored fact and whether it
   * is the player's joker of its round (issue 59).
   */
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
        points: scoredPredictions.points,
        rule: scoredPredictions.rule,
        multiplier: scoredPredictions.multiplier,
        jokerMatchId: roundJokers.matchId,
      })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .leftJoin(
        scoredPredictions,
        and(eq(scoredPredictions.matchId, predictions.matchId), eq(scoredPredictions.userId, predictions.userId)),
      )
      .leftJoin(
        roundJokers,
        and(eq(roundJokers.matchId, predictions.matchId), eq(roundJokers.userId, predictions.userId)),
      )
      .where(and(eq(predictions.userId, userId), inArray(predictions.matchId, matchIds)));
  },

  async countForMatch(db: Executor, matchId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(predictions)
      .where(eq(predictions.matchId, matchId));
    return row?.count ?? 0;
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
