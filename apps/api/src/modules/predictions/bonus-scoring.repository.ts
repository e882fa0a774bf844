import { sql } from 'drizzle-orm';
import { isFinishedStatus, type TournamentMatch } from '@scoreline/domain';
import type { MatchStatusCode } from '@scoreline/contracts';
import { textArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';
import type { BonusQuestionRow } from './bonus.repository';
import { SCORING_LOCK_NAMESPACE } from './scoring.repository';

/** A match of a competition-season as the bonus questions are settled from it: team keys are the teams' names. */
export interface BonusMatch extends TournamentMatch {
  round: number;
  /** The UTC day of its kick-off (the day its bonus points count on). */
  day: string;
}

/** Where a settled question's points count: its deciding match, that match's round. */
export interface BonusFactsTarget {
  questionId: number;
  competitionId: number;
  season: number;
  round: number;
  matchId: number;
}

const score = (home: number | null, away: number | null) => (home === null || away === null ? null : { home, away });

/**
 * Issue 59 (docs/decisions/111): the bonus questions' scored facts (`bonus_facts`) and the aggregates they move. Like a
 * match's facts (scoring.repository `replaceFacts`), a question's facts are replaced by what the domain gives each
 * distinct answer and every answerer's aggregates move by the difference, in the scoring's transaction: points only
 * (the exact and outcome counters belong to the picks), on the deciding match's round.
 */
export const bonusScoringRepository = {
  /** One question's settlement at a time (a correction of another match of its group, the operator's word). */
  async lockQuestion(tx: Executor, questionId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCORING_LOCK_NAMESPACE + 2}, ${questionId})`);
  },

  /** The competition-season's questions with its kind; none when nobody asked for them yet. */
  async questionsToSettle(
    tx: Executor,
    competitionId: number,
    season: number,
  ): Promise<{ kind: 'league' | 'cup' | 'tournament'; questions: BonusQuestionRow[] }> {
    const rows = await queryRows<BonusQuestionRow & { competition_kind: 'league' | 'cup' | 'tournament' }>(
      tx,
      sql`select q.id, q.key, q.kind::text as kind, q.group_name as "group", q.points, q.picks, q.choices, q.settled,
                 q.settled_by_operator as "settledByOperator", cs.kind::text as competition_kind
            from bonus_questions q
            join competition_seasons cs on cs.competition_id = q.competition_id and cs.season = q.season
           where q.competition_id = ${competitionId} and q.season = ${season}
           order by q.id`,
    );
    return {
      kind: rows[0]?.competition_kind ?? 'league',
      questions: rows.map(({ competition_kind: _, ...question }) => question),
    };
  },

  /** Every match of the competition-season, as the domain settles questions from them. */
  async matchesOf(tx: Executor, competitionId: number, season: number): Promise<BonusMatch[]> {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select m.id, m.round, coalesce(m.stage_key, m.round_label) as stage, m.group_name, m.kickoff_at, m.status,
                 to_char(m.kickoff_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                 h.name as home, a.name as away, m.home_goals, m.away_goals, m.regular_home_goals,
                 m.regular_away_goals, m.penalty_home_goals, m.penalty_away_goals
            from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
           where m.competition_id = ${competitionId} and m.season = ${season}
           order by m.kickoff_at, m.id`,
    );
    const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return rows.map((row) => {
      const status = row.status as MatchStatusCode;
      const isExtraTime = status === 'AET' || status === 'PEN';
      const played = score(number(row.home_goals), number(row.away_goals));
      return {
        id: Number(row.id),
        round: Number(row.round),
        day: String(row.day),
        stage: String(row.stage),
        group: (row.group_name as string | null)?.replace(/^Group /, '') ?? null,
        kickoff: new Date(row.kickoff_at as string | Date).toISOString(),
        home: String(row.home),
        away: String(row.away),
        isFinished: isFinishedStatus(status) && played !== null,
        fullTime:
          score(number(row.regular_home_goals), number(row.regular_away_goals)) ?? (isExtraTime ? null : played),
        extraTime: isExtraTime ? played : null,
        penalties: score(number(row.penalty_home_goals), number(row.penalty_away_goals)),
      };
    });
  },

  /** Records a question's right answer(s), or (null) that it is not settled (any more). */
  async saveSettled(tx: Executor, questionId: number, settled: string[] | null, byOperator: boolean): Promise<void> {
    const value = settled ? sql`${textArray(settled)}::text[]` : sql`null`;
    await tx.execute(
      sql`update bonus_questions set settled = ${value}, settled_by_operator = ${byOperator} where id = ${questionId}`,
    );
  },

  /** The distinct answers given to a question (each is scored once by the domain rule). */
  async distinctAnswers(tx: Executor, questionId: number): Promise<string[][]> {
    const rows = await queryRows<{ answer: string[] }>(
      tx,
      sql`select distinct answer from bonus_answers where question_id = ${questionId}`,
    );
    return rows.map((row) => row.answer);
  },

  /**
   * Replaces the question's facts with what `lookup` (each distinct answer with its points; empty: not settled) gives
   * its answers, counted on `target`'s round, and moves every answerer's aggregates (overall and round: points only)
   * by the difference from their old facts, wherever those counted: so settling again with the same answer moves
   * nothing and a correction moves the totals by exactly the correction. A player with no pick of the deciding match
   * gets their rows inserted. Counts the players whose points moved.
   */
  async replaceFacts(
    tx: Executor,
    target: BonusFactsTarget,
    lookup: { answer: string[]; points: number }[],
  ): Promise<number> {
    const { questionId, competitionId, season, round, matchId } = target;
    const lookupRows =
      lookup.length > 0
        ? sql`values ${sql.join(
            lookup.map((row) => sql`(${textArray(row.answer)}::text[], ${row.points}::int)`),
            sql`, `,
          )}`
        : sql`select null::text[], null::int where false`;
    const [row] = await queryRows<{ changed: number }>(
      tx,
      sql`
      with lookup(answer, points) as (${lookupRows}),
      fresh as materialized (
        select a.user_id, l.points from bonus_answers a join lookup l on l.answer = a.answer
         where a.question_id = ${questionId}
      ),
      old as materialized (select user_id, competition_id, season, round, points from bonus_facts where question_id = ${questionId}),
      moves as materialized (
        select user_id, round, sum(points)::int as points from (
          select user_id, ${round}::int as round, points from fresh
          union all
          select user_id, round, -points from old) x
         group by user_id, round having sum(points) <> 0
      ),
      removed as (
        delete from bonus_facts b where b.question_id = ${questionId}
           and not exists (select 1 from fresh where fresh.user_id = b.user_id)
      ),
      written as (
        insert into bonus_facts (question_id, user_id, competition_id, season, round, match_id, points)
        select ${questionId}, user_id, ${competitionId}, ${season}, ${round}, ${matchId}, points from fresh
         order by user_id
        on conflict (question_id, user_id) do update
          set round = excluded.round, match_id = excluded.match_id, points = excluded.points
      ),
      totals as (
        insert into player_totals as t (competition_id, season, user_id, points)
        select ${competitionId}, ${season}, user_id, sum(points)::int from moves group by user_id order by user_id
        on conflict (competition_id, season, user_id) do update set points = t.points + excluded.points
      ),
      rounds as (
        insert into player_round_totals as t (competition_id, season, round, user_id, points)
        select ${competitionId}, ${season}, round, user_id, points from moves order by user_id, round
        on conflict (competition_id, season, round, user_id) do update set points = t.points + excluded.points
      )
      select count(distinct user_id)::int as changed from moves`,
    );
    return row?.changed ?? 0;
  },
};
