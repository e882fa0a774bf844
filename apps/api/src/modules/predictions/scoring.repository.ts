import { sql } from 'drizzle-orm';
import { ROUND_CLOSING_PHASES, statusCodesOf } from '@scoreline/domain';
import { queryRows, sqlList, type Database, type Executor } from '../../db/client';
import { roundRanksOf, type packRanks } from '../../db/round-ranks';
import {
  lookupValues,
  predictedOutcomes,
  joinLookupByPick,
  ruleCounters,
  type FactLookupRow,
} from './scored-facts.repository';

// Namespace of the scoring advisory locks (any constant): (namespace, match id) guards one match's scoring,
// (namespace, 0) is the gate every scoring holds shared and a rebuild of every aggregate holds alone.
export const SCORING_LOCK_NAMESPACE = 51_807;
/** Set once the personal insights' aggregates hold every match scored before they existed (issue 11). */
const INSIGHTS_FILLED_KEY = 'insights.filled';
const finishedList = sqlList(statusCodesOf('finished'));
/** A match whose result counts (`m` the match): finished (FT, AET, PEN) with both scores. */
const isFinal = sql`(m.status in (${finishedList}) and m.home_goals is not null and m.away_goals is not null)`;
/** A match (`m`) that must be scored (again) or have its points withdrawn (`s` what it was scored with). */
const needsScoring = sql`((${isFinal} and (s.match_id is null or s.home_goals <> m.home_goals or s.away_goals <> m.away_goals))
                          or (s.match_id is not null and not ${isFinal}))`;
/** Statuses a round's completion does not wait for (postponed ones too: packages/domain). */
export const roundClosingList = sqlList(statusCodesOf(...ROUND_CLOSING_PHASES));
/**
 * A match (`m`) its round's completion waits for: not over or postponed (ROUND_CLOSING_PHASES), and not re-dated past
 * the next round's first kick-off. The provider keeps a postponed match's round when it gives it a new date, often
 * months later (rounds 17 and 26 of 2023/24); that round is complete with the matches played in its days, and the
 * late match completes it again, as a correction, when it is scored.
 */
const holdsRoundOpen = sql`(m.status not in (${roundClosingList})
  and not coalesce(m.kickoff_at > (select min(n.kickoff_at) from matches n
                                    where n.competition_id = m.competition_id and n.season = m.season
                                      and n.round = m.round + 1), false))`;

type RanksRow = ReturnType<typeof packRanks>;

export interface MatchToScore {
  competition_id: number;
  season: number;
  round: number;
  day: string;
  home: number | null;
  away: number | null;
  finished: boolean;
  before_home: number | null;
  before_away: number | null;
  home_team_id: number;
  away_team_id: number;
}

export interface RoundKey {
  competitionId: number;
  season: number;
  round: number;
}

/** A match and its round (what a scoring moves). */
export interface MatchKey extends RoundKey {
  matchId: number;
}

/** The insight counters of player_totals, moved by a `deltas` row (personal insights, issue 11). */
const tendencyUpdate = sql.raw(`
  predicted_home = t.predicted_home + excluded.predicted_home,
  predicted_draw = t.predicted_draw + excluded.predicted_draw,
  predicted_away = t.predicted_away + excluded.predicted_away`);

export interface ScoredResult {
  result: { home: number; away: number };
  at: Date;
}

/** Records what the match was scored with, or (null) that its points are withdrawn. */
function saveScored(matchId: number, saved: ScoredResult | null) {
  if (!saved) return sql`delete from match_scoring where match_id = ${matchId}`;
  const { result, at } = saved;
  return sql`
    insert into match_scoring (match_id, home_goals, away_goals, scored_at)
    values (${matchId}, ${result.home}, ${result.away}, ${at})
    on conflict (match_id) do update
      set home_goals = excluded.home_goals, away_goals = excluded.away_goals, scored_at = excluded.scored_at`;
}

/**
 * A match scored before: its facts with the lookup row of the pick and the multiplier each one holds (a joker stays
 * the joker through a correction) (none when the result is
 * withdrawn), the changed ones updated in place and, on a withdrawal, every one deleted. `facts` is the relation the
 * aggregates' moves read: user_id, sign (of the pick), new_* and old_* (points, rule, multiplier).
 */
function rescoredFacts(matchId: number) {
  return sql`facts as materialized (
        select o.user_id, sign(o.home_goals - o.away_goals) as sign,
               l.points as new_points, l.rule as new_rule, l.multiplier as new_multiplier,
               o.points as old_points, o.rule as old_rule, o.multiplier as old_multiplier
          from scored_predictions o
          left join lookup l on l.home = o.home_goals and l.away = o.away_goals and l.multiplier = o.multiplier
         where o.match_id = ${matchId}
      ),
      updated as (
        update scored_predictions s
           set points = f.new_points, rule = f.new_rule, multiplier = f.new_multiplier
          from facts f
         where s.match_id = ${matchId} and s.user_id = f.user_id and f.new_rule is not null
           and (f.old_rule <> f.new_rule or f.old_points <> f.new_points or f.old_multiplier <> f.new_multiplier)
      ),
      removed as (
        delete from scored_predictions s using facts f
         where s.match_id = ${matchId} and s.user_id = f.user_id and f.new_rule is null
      )`;
}

/**
 * A match scored for the first time: each prediction with its lookup row (by its score and its multiplier: its
 * player's joker of the round doubles it), inserted as its fact with its pick (none
 * can be there: the match is locked), in the order of the facts' key.
 */
function firstFacts(matchId: number) {
  return sql`facts as materialized (
        select p.user_id, p.home_goals, p.away_goals, sign(p.home_goals - p.away_goals) as sign,
               l.points as new_points, l.rule as new_rule, l.multiplier as new_multiplier,
               null::int as old_points, null::points_rule as old_rule, null::int as old_multiplier
          from predictions p ${joinLookupByPick}
         where p.match_id = ${matchId}
      ),
      inserted as (
        insert into scored_predictions (match_id, user_id, home_goals, away_goals, points, rule, multiplier)
        select ${matchId}, user_id, home_goals, away_goals, new_points, new_rule, new_multiplier from facts
         order by user_id
      )`;
}

/** The scoring's SQL (issue #5): aggregates moved by differences, under advisory locks. */
export const scoringRepository = {
  /** Taken by every scoring transaction (shared) and, alone, by a rebuild of every aggregate (demo seeding). */
  async lockScoringGate(tx: Executor, mode: 'shared' | 'exclusive'): Promise<void> {
    if (mode === 'shared') await tx.execute(sql`select pg_advisory_xact_lock_shared(${SCORING_LOCK_NAMESPACE}, 0)`);
    else await tx.execute(sql`select pg_advisory_xact_lock(${SCORING_LOCK_NAMESPACE}, 0)`);
  },

  /** The gate (shared), then the match's own lock: what every scoring of one match takes first, in one round trip. */
  async lockForScoring(tx: Executor, matchId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SCORING_LOCK_NAMESPACE}, 0),
                                pg_advisory_xact_lock(${SCORING_LOCK_NAMESPACE}, ${matchId})`);
  },

  /**
   * The match's result now, the result it was last scored with (if any) and, only when it must be scored (a final
   * result that differs from that one, or a scored match final no more), the distinct predicted scores (each is
   * scored once with the domain rule).
   */
  async matchToScore(
    tx: Executor,
    matchId: number,
  ): Promise<(MatchToScore & { scores: [number, number][] | null }) | undefined> {
    const [row] = await queryRows<MatchToScore & { scores: [number, number][] | null }>(
      tx,
      sql`select m.competition_id, m.season, m.round, to_char(m.kickoff_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                 m.home_goals as home, m.away_goals as away, ${isFinal} as finished,
                 s.home_goals as before_home, s.away_goals as before_away,
                 m.home_team_id, m.away_team_id,
                 case when ${needsScoring}
                      then (select coalesce(json_agg(json_build_array(d.home_goals, d.away_goals)), '[]'::json)
                              from (select distinct home_goals, away_goals from predictions where match_id = m.id) d)
                 end as scores
            from matches m left join match_scoring s on s.match_id = m.id
           where m.id = ${matchId}`,
    );
    return row;
  },

  /**
   * Replaces the match's scored facts with what `lookup` (each distinct predicted score scored by the domain rule;
   * empty: the result is withdrawn) gives its predictions, and moves every predictor's aggregates (overall with the
   * insights' predicted-outcome counters, and the round of the season) by the difference between their new fact and
   * their old one: one pass, so scoring again with the same result moves nothing and a correction moves the totals by
   * exactly the correction. Counts the predictions whose aggregates moved.
   *
   * Two ways in (ADR 076): a match with facts is rescored from its facts alone, which hold the pick they scored and
   * lie together under the match's key (no prediction is read: a match's ~90,000 picks are scattered over the
   * predictions' heap); a match without facts is scored from its predictions, and its facts are inserted. The picks
   * of a scored match cannot change (its window closed at kick-off), so both read the same picks.
   */
  async replaceFacts(tx: Executor, match: MatchKey, lookup: FactLookupRow[], saved: ScoredResult | null) {
    // PostgreSQL would compile this statement's expressions (its cost passes jit_above_cost): 70–100 ms of ~1 s,
    // spent again at every scoring. PGlite has no JIT; the setting is accepted and changes nothing there.
    await tx.execute(sql`set local jit = off`);
    const [{ scored } = { scored: false }] = await queryRows<{ scored: boolean }>(
      tx,
      sql`select exists (select 1 from scored_predictions where match_id = ${match.matchId}) as scored`,
    );
    if (!scored && lookup.length === 0) {
      await tx.execute(saveScored(match.matchId, saved));
      return 0;
    }
    const lookupRows =
      lookup.length > 0 ? lookupValues(lookup) : sql`(null::int, null::int, null::int, null::points_rule, null::int)`;
    const facts = scored ? rescoredFacts(match.matchId) : firstFacts(match.matchId);
    const [row] = await queryRows<{ changed: number }>(
      tx,
      sql`
      with lookup(home, away, points, rule, multiplier) as (values ${lookupRows}),
      ${facts},
      moves as (
        select f.user_id, f.sign,
               coalesce(f.new_points, 0) - coalesce(f.old_points, 0) as points,
               (f.new_rule is not null)::int - (f.old_rule is not null)::int as scored,
               coalesce(n.exact, 0) - coalesce(o.exact, 0) as exact,
               coalesce(n.outcomes, 0) - coalesce(o.outcomes, 0) as outcomes
          from facts f
          left join ${ruleCounters('n')} on n.rule = f.new_rule
          left join ${ruleCounters('o')} on o.rule = f.old_rule
      ),
      -- Every writer of many players' aggregate rows takes them in the players' order (here, the demo's picks, the
      -- rebuilds), so two of them never wait for each other in a cycle (a deadlock seen in check:roles).
      deltas as materialized (
        select m.user_id, m.points, m.scored, m.exact, m.outcomes,
               m.scored * po.home as p_home, m.scored * po.draw as p_draw, m.scored * po.away as p_away
          from moves m join ${predictedOutcomes} on po.sign = m.sign
         where m.points <> 0 or m.scored <> 0 or m.exact <> 0 or m.outcomes <> 0
      ),
      totals as (
        insert into player_totals as t (competition_id, season, user_id, points, scored, exact, outcomes,
                                        predicted_home, predicted_draw, predicted_away)
        select ${match.competitionId}, ${match.season}, user_id, points, scored, exact, outcomes, p_home, p_draw, p_away
          from deltas order by user_id
        on conflict (competition_id, season, user_id) do update set
          points = t.points + excluded.points, scored = t.scored + excluded.scored,
          exact = t.exact + excluded.exact, outcomes = t.outcomes + excluded.outcomes, ${tendencyUpdate}
      ),
      rounds as (
        insert into player_round_totals as t (competition_id, season, round, user_id, points, scored, exact, outcomes)
        select ${match.competitionId}, ${match.season}, ${match.round}, user_id, points, scored, exact, outcomes
          from deltas order by user_id
        on conflict (competition_id, season, round, user_id) do update set
          points = t.points + excluded.points, scored = t.scored + excluded.scored,
          exact = t.exact + excluded.exact, outcomes = t.outcomes + excluded.outcomes
      ),
      saved as (${saveScored(match.matchId, saved)})
      select count(*)::int as changed from deltas`,
    );
    return row?.changed ?? 0;
  },

  async isInsightsFilled(db: Executor): Promise<boolean> {
    const [row] = await queryRows<{ key: string }>(
      db,
      sql`select key from app_settings where key = ${INSIGHTS_FILLED_KEY}`,
    );
    return row !== undefined;
  },

  async markInsightsFilled(tx: Executor, matches: number, now: Date): Promise<void> {
    await tx.execute(sql`
      insert into app_settings (key, value, updated_at) values (${INSIGHTS_FILLED_KEY}, ${JSON.stringify({ matches })}::jsonb, ${now})
      on conflict (key) do nothing`);
  },

  /**
   * Serialises the completion check of one round: two matches of a round scored at the same moment by two
   * workers each wait for the other's commit, so the later one sees the round complete.
   */
  async lockRound(tx: Executor, competitionId: number, season: number, round: number): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SCORING_LOCK_NAMESPACE + 1}, hashtext(${`${competitionId}/${season}/${round}`}))`,
    );
  },

  /**
   * After `lockRound`: the round's matches still to be played or finished (`holdsRoundOpen`: not cancelled, postponed
   * or re-dated past the next round), its matches not scored as they stand yet (a final result not scored with,
   * points of a result withdrawn not taken back), and whether its ranks were recorded before.
   */
  async roundState(tx: Executor, competitionId: number, season: number, round: number) {
    const [row] = await queryRows<{ open: number; unscored: number; snapshotted: boolean }>(
      tx,
      sql`select count(*) filter (where ${holdsRoundOpen})::int as open,
                 count(*) filter (where ${needsScoring})::int as unscored,
                 exists (select 1 from round_ranks r
                          where ${roundRanksOf({ competitionId, season }, round)}) as snapshotted
            from matches m left join match_scoring s on s.match_id = m.id
           where m.competition_id = ${competitionId} and m.season = ${season} and m.round = ${round}`,
    );
    return row ?? { open: 0, unscored: 0, snapshotted: false };
  },

  /**
   * Rounds with a scored match whose every match is over or postponed and scored as it stands, but whose ranks were
   * never recorded (see `roundState` for the same rule, read per round under its lock).
   */
  async unrecordedCompleteRounds(db: Executor): Promise<RoundKey[]> {
    return queryRows<RoundKey>(
      db,
      sql`select m.competition_id as "competitionId", m.season, m.round
            from matches m left join match_scoring s on s.match_id = m.id
           group by m.competition_id, m.season, m.round
          having count(*) filter (where ${holdsRoundOpen}) = 0
             and count(*) filter (where ${needsScoring}) = 0
             and count(s.match_id) > 0
             and not exists (select 1 from round_ranks r
                              where r.competition_id = m.competition_id and r.season = m.season and r.round = m.round)
           order by m.competition_id, m.season, m.round`,
    );
  },

  /**
   * Records the round's snapshot (the movement arrows): every ranked player's overall rank now, packed in the round's
   * one row (db/round-ranks.ts `packRanks`); none when nobody is ranked yet. Blocked players are left out, as the
   * leaderboard leaves them out, so a rank here is the rank the board showed.
   */
  async snapshotRound(tx: Executor, key: RoundKey, ranks: RanksRow) {
    await tx.execute(sql`delete from round_ranks r where ${roundRanksOf(key, key.round)}`);
    if (!ranks) return;
    await tx.execute(sql`
      insert into round_ranks (competition_id, season, round, first_user_id, players, with_points, data)
      values (${key.competitionId}, ${key.season}, ${key.round}, ${ranks.firstUserId}, ${ranks.players},
              ${ranks.withPoints}, ${ranks.data})`);
  },

  async countScoredMatches(tx: Executor): Promise<number> {
    const [row] = await queryRows<{ count: number }>(tx, sql`select count(*)::int as count from match_scoring`);
    return row?.count ?? 0;
  },

  /**
   * Empties every aggregate (points, rounds, the days' running totals, snapshots, what each match was scored
   * with, the scored facts): scoring starts over.
   */
  async resetAggregates(tx: Executor): Promise<void> {
    await tx.execute(
      sql`truncate player_round_totals, round_ranks, match_scoring, scored_predictions, bonus_facts,
                   player_running_totals, prepared_round_rows`,
    );
    await tx.execute(sql`update player_totals set points = 0, scored = 0, exact = 0, outcomes = 0,
                                                  predicted_home = 0, predicted_draw = 0, predicted_away = 0`);
  },

  /**
   * Final matches whose result differs from the one they were scored with (or never scored), and scored matches
   * final no more (their points to withdraw).
   */
  async pendingMatchIds(db: Database): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select m.id from matches m
          left join match_scoring s on s.match_id = m.id
          where ${needsScoring}
          order by m.kickoff_at`,
    );
    return rows.map((row) => row.id);
  },
};
