import { sql } from 'drizzle-orm';
import { finishedStatusCodes, voidStatusCodes } from '@scoreline/contracts';
import { POINTS, scorePrediction, type Clock, type Score } from '@scoreline/domain';
import { queryRows, type Database, type Executor } from '../../db/client';
import { predictionsRepository } from './predictions.repository';

// Namespace of the per-match advisory lock (any constant; the match id is the second key).
const SCORING_LOCK_NAMESPACE = 51_807;
const codes = (list: readonly string[]) =>
  sql.join(
    list.map((code) => sql`${code}`),
    sql`, `,
  );
const finishedList = codes(finishedStatusCodes);
const overList = codes([...finishedStatusCodes, ...voidStatusCodes]);

export interface ScoreOutcome {
  matchId: number;
  /** Predictions whose points changed (0 when the match was already scored with this result). */
  changed: number;
  roundCompleted: number | null;
}

/** What one predicted score adds to a player's aggregates when a match moves from `before` to `after`. */
export function scoreDelta(prediction: Score, before: Score | null, after: Score) {
  const counters = (result: Score | null) => {
    if (!result) return { points: 0, scored: 0, exact: 0, outcomes: 0 };
    const points = scorePrediction(prediction, result);
    return {
      points,
      scored: 1,
      exact: points === POINTS.exact ? 1 : 0,
      outcomes: points >= POINTS.outcome ? 1 : 0,
    };
  };
  const was = counters(before);
  const now = counters(after);
  return {
    points: now.points - was.points,
    scored: now.scored - was.scored,
    exact: now.exact - was.exact,
    outcomes: now.outcomes - was.outcomes,
  };
}

/**
 * Marks every cached ranking stale; other processes see the new version when this transaction commits.
 * The version grows with the clock as well as by one, so it never repeats, even after a restore.
 */
export async function bumpLeaderboardVersion(tx: Executor): Promise<void> {
  await tx.execute(sql`
    insert into leaderboard_state (id, version) values (1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
    on conflict (id) do update set version = greatest(leaderboard_state.version + 1, excluded.version)`);
}

/**
 * Scores a final match with the §9 rule of @scoreline/domain, exactly once (issue #5):
 * - one transaction under a per-match advisory lock, so several API processes never score at once;
 * - the result last applied is kept in match_scoring; each distinct predicted score gets the difference
 *   between its points under the new result and under that one, and every player's aggregates move by
 *   it — so scoring again with the same result changes nothing, a corrected result moves the totals by
 *   exactly the correction, and a job that died half-way rolled back and simply runs again.
 * Points per prediction are never stored: they are derived from the prediction and the result.
 */
export function createScoringService({ db, clock }: { db: Database; clock: Clock }) {
  async function scoreMatch(matchId: number): Promise<ScoreOutcome> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SCORING_LOCK_NAMESPACE}, ${matchId})`);
      const [match] = await queryRows<{
        round: number;
        day: string;
        home: number | null;
        away: number | null;
        finished: boolean;
        league_id: number;
        season: number;
        before_home: number | null;
        before_away: number | null;
      }>(
        tx,
        sql`select m.round, to_char(m.kickoff_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                   m.home_goals as home, m.away_goals as away, m.league_id, m.season,
                   m.status in (${finishedList}) as finished,
                   s.home_goals as before_home, s.away_goals as before_away
              from matches m left join match_scoring s on s.match_id = m.id
             where m.id = ${matchId}`,
      );
      if (!match || !match.finished || match.home === null || match.away === null) {
        return { matchId, changed: 0, roundCompleted: null };
      }
      const after = { home: match.home, away: match.away };
      const before =
        match.before_home === null || match.before_away === null
          ? null
          : { home: match.before_home, away: match.before_away };
      if (before && before.home === after.home && before.away === after.away) {
        return { matchId, changed: 0, roundCompleted: null };
      }

      const changed = await applyDeltas(tx, matchId, match.round, match.day, before, after);
      await tx.execute(sql`
        insert into match_scoring (match_id, home_goals, away_goals, scored_at)
        values (${matchId}, ${after.home}, ${after.away}, ${clock.now()})
        on conflict (match_id) do update
          set home_goals = excluded.home_goals, away_goals = excluded.away_goals, scored_at = excluded.scored_at`);
      const roundCompleted = await snapshotIfRoundComplete(tx, match.league_id, match.season, match.round);
      await bumpLeaderboardVersion(tx);
      return { matchId, changed, roundCompleted };
    });
  }

  async function applyDeltas(
    tx: Executor,
    matchId: number,
    round: number,
    day: string,
    before: Score | null,
    after: Score,
  ): Promise<number> {
    const deltas = (await predictionsRepository.distinctScores(tx, matchId))
      .map((score) => ({ score, delta: scoreDelta(score, before, after) }))
      .filter(({ delta }) => delta.points !== 0 || delta.scored !== 0 || delta.exact !== 0 || delta.outcomes !== 0);
    if (deltas.length === 0) return 0;
    const lookup = sql.join(
      deltas.map(
        ({ score, delta }) =>
          sql`(${score.home}::int, ${score.away}::int, ${delta.points}::int, ${delta.scored}::int, ${delta.exact}::int, ${delta.outcomes}::int)`,
      ),
      sql`, `,
    );
    // One pass over the match's predictions feeds the three aggregates (overall, round, day).
    const [row] = await queryRows<{ changed: number }>(
      tx,
      sql`
      with lookup(home, away, points, scored, exact, outcomes) as (values ${lookup}),
      deltas as materialized (
        select p.user_id, l.points, l.scored, l.exact, l.outcomes
          from predictions p join lookup l on l.home = p.home_goals and l.away = p.away_goals
         where p.match_id = ${matchId}
      ),
      totals as (
        insert into player_totals as t (user_id, points, scored, exact, outcomes)
        select user_id, points, scored, exact, outcomes from deltas
        on conflict (user_id) do update set
          points = t.points + excluded.points, scored = t.scored + excluded.scored,
          exact = t.exact + excluded.exact, outcomes = t.outcomes + excluded.outcomes
      ),
      rounds as (
        insert into player_round_totals as t (round, user_id, points, scored, exact, outcomes)
        select ${round}, user_id, points, scored, exact, outcomes from deltas
        on conflict (round, user_id) do update set
          points = t.points + excluded.points, scored = t.scored + excluded.scored,
          exact = t.exact + excluded.exact, outcomes = t.outcomes + excluded.outcomes
      ),
      days as (
        insert into player_day_totals as t (day, user_id, points, scored, exact, outcomes)
        select ${day}::date, user_id, points, scored, exact, outcomes from deltas
        on conflict (day, user_id) do update set
          points = t.points + excluded.points, scored = t.scored + excluded.scored,
          exact = t.exact + excluded.exact, outcomes = t.outcomes + excluded.outcomes
      )
      select count(*)::int as changed from deltas`,
    );
    return row?.changed ?? 0;
  }

  /**
   * When the last match of a round is over, records every ranked player's overall rank at that moment:
   * the movement arrows compare the latest completed round's ranks with the previous one's.
   */
  async function snapshotIfRoundComplete(tx: Executor, leagueId: number, season: number, round: number) {
    const [open] = await queryRows<{ open: number }>(
      tx,
      sql`select count(*)::int as open from matches
          where league_id = ${leagueId} and season = ${season} and round = ${round}
            and status not in (${overList})`,
    );
    if (!open || open.open > 0) return null;
    await tx.execute(sql`delete from round_rank_snapshots where round = ${round}`);
    await tx.execute(sql`
      insert into round_rank_snapshots (round, user_id, rank, points)
      select ${round}, user_id,
             row_number() over (order by points desc, exact desc, outcomes desc, user_id)::int,
             points
        from player_totals where scored > 0`);
    return round;
  }

  /** Finished matches whose result differs from the one they were scored with (or never scored). */
  async function scorePending(): Promise<ScoreOutcome[]> {
    const pending = await queryRows<{ id: number }>(
      db,
      sql`select m.id from matches m
          left join match_scoring s on s.match_id = m.id
          where m.status in (${finishedList}) and m.home_goals is not null and m.away_goals is not null
            and (s.match_id is null or s.home_goals <> m.home_goals or s.away_goals <> m.away_goals)
          order by m.kickoff_at`,
    );
    const outcomes: ScoreOutcome[] = [];
    for (const { id } of pending) outcomes.push(await scoreMatch(id));
    return outcomes;
  }

  return { scoreMatch, scorePending };
}

export type ScoringService = ReturnType<typeof createScoringService>;
