import { sql, type SQL } from 'drizzle-orm';
import { queryRows, sqlList, type Database, type Executor } from '../../db/client';
import { joinActivePlayers, rankingOrderBy } from '../../db/ranking-order';
import { completedRoundsOf, rankIn, roundRanksOf, type PackedRanks } from '../../db/round-ranks';
import { statusCodesOf } from '@scoreline/domain';
import { joinJokers, pickMultiplier } from './jokers.repository';

const liveStatuses = sql.join(
  statusCodesOf('live').map((status) => sql`${status}`),
  sql`, `,
);
const finishedStatuses = sql.join(
  statusCodesOf('finished').map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A live match with a known score (issue 13: the provisional leaderboard counts it as if it ended now), or a match
 * just finished whose scoring has not landed yet (issue 55: its final score counts, so the view never falls back to
 * the standings without it in the seconds between the final whistle and the scoring).
 */
export interface LiveResult {
  id: number;
  home: number;
  away: number;
  /** False for a finished match awaiting its scoring. */
  live: boolean;
}

/** What one predicted score of one live match adds to each of its predictors (from the domain rule). */
export interface ProvisionalDelta {
  matchId: number;
  home: number;
  away: number;
  /** 2 for the picks that are their player's joker of the round (issue 59), else 1. */
  multiplier: number;
  points: number;
  scored: number;
  exact: number;
  outcomes: number;
}

/** A competition's season: round aggregates and snapshots are keyed by it (issue 9). */
export interface SeasonKey {
  competitionId: number;
  season: number;
}

/** Every scope ranks one competition-season (issue 56, docs/decisions/096). */
export type LeaderboardScope = SeasonKey &
  ({ kind: 'overall' } | { kind: 'round'; round: number } | { kind: 'range'; start: string; end: string });

export interface StandingRow {
  user_id: number;
  points: number;
  scored: number;
  exact: number;
  outcomes: number;
}

/**
 * Every competition-season summed (issue 58, ADR 103: `competition=all`): each player's totals over all of them, an
 * overall table only (no round, range or provisional ranking spans competitions).
 */
export interface AllScope {
  kind: 'all';
  /** Only these competition-seasons (a private league's, ADR 106); every one without. */
  within?: readonly SeasonKey[];
}

/** What the leaderboard cache ranks: one competition-season's scope, or every competition-season summed. */
export type RankedScope = LeaderboardScope | AllScope;

/** A scope ranked from its aggregate rows (a date range is ranked from running totals: running-totals.ts). */
export type AggregateScope = Exclude<LeaderboardScope, { kind: 'range' }> | AllScope;

/** The sum of every competition-season's totals of a player, as one `player_totals` row reads. */
const summedTotals = sql`select user_id, sum(points)::int as points, sum(scored)::int as scored,
                                sum(exact)::int as exact, sum(outcomes)::int as outcomes,
                                sum(predictions_made)::int as predictions_made
                           from player_totals`;

/** The aggregate rows a scope ranks: only players with at least one scored prediction are ranked. */
function source(scope: AggregateScope): SQL {
  switch (scope.kind) {
    case 'all':
      if (!scope.within) return sql`${summedTotals} group by user_id having sum(scored) > 0`;
      if (scope.within.length === 0) return sql`${summedTotals} where false group by user_id`;
      return sql`${summedTotals} where (competition_id, season) in (${sql.join(
        scope.within.map((key) => sql`(${key.competitionId}::int, ${key.season}::int)`),
        sql`, `,
      )}) group by user_id having sum(scored) > 0`;
    case 'overall':
      return sql`select user_id, points, scored, exact, outcomes from player_totals
                  where competition_id = ${scope.competitionId} and season = ${scope.season} and scored > 0`;
    case 'round':
      return sql`select user_id, points, scored, exact, outcomes from player_round_totals
                  where competition_id = ${scope.competitionId} and season = ${scope.season}
                    and round = ${scope.round} and scored > 0`;
  }
}

export const leaderboardRepository = {
  /**
   * Inside a transaction that aggregates every player (up to a few million rows for a date range): room in memory
   * for the sort and the hash rather than spilling to disk, and no JIT compilation, which costs more than it saves
   * here (docs/benchmarks.md). Both last until the transaction ends.
   */
  async roomForRanking(tx: Executor): Promise<void> {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
  },

  /**
   * Every ranked player of a scope in the published order (packages/domain RANKING_ORDER): points,
   * exact scores, correct outcomes, then earlier sign-up (user ids grow with sign-up time). Reads the
   * maintained aggregates, never the predictions; blocked players are left out.
   */
  async standings(db: Database, scope: AggregateScope): Promise<StandingRow[]> {
    return db.transaction(async (tx) => {
      await leaderboardRepository.roomForRanking(tx);
      return queryRows<StandingRow>(
        tx,
        sql`select a.user_id, a.points, a.scored, a.exact, a.outcomes
              from (${source(scope)}) a ${joinActivePlayers('a')}
             order by ${rankingOrderBy('a')}`,
      );
    });
  },

  /** One player's totals in a competition-season (every prediction made, points so far), if they have any. */
  async playerTotals(db: Executor, key: SeasonKey, userId: number) {
    const [row] = await queryRows<{ predictions_made: number; points: number; scored: number }>(
      db,
      sql`select predictions_made, points, scored from player_totals
           where competition_id = ${key.competitionId} and season = ${key.season} and user_id = ${userId}`,
    );
    return row;
  },

  /** One player's totals summed over every competition-season (`competition=all`), if they have any. */
  async summedPlayerTotals(db: Executor, userId: number) {
    const [row] = await queryRows<{ predictions_made: number; points: number; scored: number }>(
      db,
      sql`${summedTotals} where user_id = ${userId} group by user_id`,
    );
    return row;
  },

  async profiles(db: Executor, userIds: number[]) {
    if (userIds.length === 0) return new Map<number, { username: string; profile_picture: string | null }>();
    const rows = await queryRows<{ id: number; username: string; profile_picture: string | null }>(
      db,
      sql`select id, username, profile_picture from users where id in (${sqlList(userIds)})`,
    );
    return new Map(rows.map((row) => [row.id, { username: row.username, profile_picture: row.profile_picture }]));
  },

  async roundPoints(db: Executor, key: SeasonKey, round: number, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await queryRows<{ user_id: number; points: number }>(
      db,
      sql`select user_id, points from player_round_totals
           where competition_id = ${key.competitionId} and season = ${key.season} and round = ${round}
             and user_id in (${sqlList(userIds)})`,
    );
    return new Map(rows.map((row) => [row.user_id, row.points]));
  },

  /** The two latest rounds of a season with a rank snapshot (completed rounds), newest first. */
  async completedRounds(db: Executor, key: SeasonKey): Promise<number[]> {
    const rows = await queryRows<{ round: number }>(db, completedRoundsOf(key, 2));
    return rows.map((row) => row.round);
  },

  /** The players' ranks after a completed round (the players it ranked). */
  /** A completed round's packed ranks (round_ranks, ADR 029), whole: every ranked player's overall rank after it. */
  async packedRanksAt(db: Executor, key: SeasonKey, round: number): Promise<PackedRanks | undefined> {
    const [row] = await queryRows<PackedRanks>(
      db,
      sql`select r.first_user_id as "firstUserId", r.with_points as "withPoints", r.data
            from round_ranks r where ${roundRanksOf(key, round)}`,
    );
    return row;
  },

  async ranksAt(db: Executor, key: SeasonKey, round: number, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await queryRows<{ user_id: number; rank: number | null }>(
      db,
      sql`select u.user_id, ${rankIn(sql`u.user_id`)} as rank
            from round_ranks r cross join (values ${sql.join(
              userIds.map((id) => sql`(${id}::int)`),
              sql`, `,
            )}) u(user_id)
           where ${roundRanksOf(key, round)}`,
    );
    return new Map(rows.flatMap((row) => (row.rank ? [[row.user_id, row.rank] as const] : [])));
  },

  /**
   * Live matches with a known score within a scope (a round of a season, a range of UTC match days, or the whole
   * season), and finished ones not scored yet.
   */
  async liveResults(db: Executor, scope: LeaderboardScope): Promise<LiveResult[]> {
    const part =
      scope.kind === 'round'
        ? sql`and round = ${scope.round}`
        : scope.kind === 'range'
          ? sql`and (kickoff_at at time zone 'UTC')::date between ${scope.start}::date and ${scope.end}::date`
          : sql``;
    const within = sql`and competition_id = ${scope.competitionId} and season = ${scope.season} ${part}`;
    return queryRows<LiveResult>(
      db,
      sql`select id, home_goals as home, away_goals as away, status in (${liveStatuses}) as live from matches
           where (status in (${liveStatuses})
                  or (status in (${finishedStatuses})
                      and not exists (select 1 from match_scoring s where s.match_id = matches.id)))
             and home_goals is not null and away_goals is not null ${within}
           order by id`,
    );
  },

  /**
   * The distinct predicted scores of some matches, each with its multiplier (issue 59: a joker's pick is scored on its
   * own), each scored once with the domain rule.
   */
  async distinctPicks(db: Executor, matchIds: number[]) {
    if (matchIds.length === 0) return [];
    return queryRows<{ match_id: number; home: number; away: number; multiplier: number }>(
      db,
      sql`select distinct p.match_id, p.home_goals as home, p.away_goals as away, ${pickMultiplier} as multiplier
            from predictions p ${joinJokers}
           where p.match_id in (${sqlList(matchIds)})`,
    );
  },

  /** Each active predictor's sum of the deltas of their picks (only players with a pick in `deltas`' matches). */
  async sumDeltas(db: Executor, deltas: ProvisionalDelta[]): Promise<StandingRow[]> {
    if (deltas.length === 0) return [];
    const lookup = sql.join(
      deltas.map(
        (delta) =>
          sql`(${delta.matchId}::int, ${delta.home}::int, ${delta.away}::int, ${delta.multiplier}::int, ${delta.points}::int, ${delta.scored}::int, ${delta.exact}::int, ${delta.outcomes}::int)`,
      ),
      sql`, `,
    );
    return queryRows<StandingRow>(
      db,
      sql`with lookup(match_id, home, away, multiplier, points, scored, exact, outcomes) as (values ${lookup})
          select p.user_id, sum(l.points)::int as points, sum(l.scored)::int as scored,
                 sum(l.exact)::int as exact, sum(l.outcomes)::int as outcomes
            from predictions p ${joinJokers}
            join lookup l on l.match_id = p.match_id and l.home = p.home_goals and l.away = p.away_goals
                         and l.multiplier = ${pickMultiplier}
            ${joinActivePlayers('p')}
           group by p.user_id`,
    );
  },
};
