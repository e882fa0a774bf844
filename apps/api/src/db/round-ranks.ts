import { sql, type SQL } from 'drizzle-orm';
import { joinActivePlayers, rankingOrderBy } from './ranking-order';

/**
 * The packed layout of a completed round's ranks (table round_ranks, docs/decisions/029): one row per round whose
 * `data` holds, for every user id from `first_user_id` on, that player's overall rank after the round as a
 * big-endian int4 (0: not ranked). The one home of that layout: the SQL that writes it and reads a rank, and the
 * decoding of a whole row.
 */

/** The round's key as a condition on round_ranks (aliased `r`). */
export function roundRanksOf(key: { competitionId: number; season: number }, round?: number): SQL {
  const season = sql`r.competition_id = ${key.competitionId} and r.season = ${key.season}`;
  return round === undefined ? season : sql`${season} and r.round = ${round}`;
}

/** The completed rounds of a season (those with ranks), oldest first, or the `latest` few, newest first. */
export function completedRoundsOf(key: { competitionId: number; season: number }, latest?: number): SQL {
  const rounds = sql`select r.round from round_ranks r where ${roundRanksOf(key)}`;
  return latest === undefined ? sql`${rounds} order by r.round` : sql`${rounds} order by r.round desc limit ${latest}`;
}

/**
 * The rank of the player `userId` (an SQL expression) in the round_ranks row aliased `r`: null when the player is
 * outside the row's span, 0 when inside it but not ranked. `substring` of an uncompressed out-of-line value fetches
 * only the chunk that holds the four bytes.
 */
export function rankIn(userId: SQL): SQL {
  return sql`case when ${userId} between r.first_user_id and r.first_user_id + octet_length(r.data) / 4 - 1
    then ('x' || encode(substring(r.data from (${userId} - r.first_user_id) * 4 + 1 for 4), 'hex'))::bit(32)::int end`;
}

/**
 * Every ranked player's overall rank now (active accounts with a scored prediction, in the published order), packed:
 * the columns of a round_ranks row after its key (first_user_id, players, with_points, data). No row when nobody is
 * ranked yet.
 */
export function packedRanksNow(): SQL {
  return sql`
    with ranked as materialized (
      select t.user_id, row_number() over (order by ${rankingOrderBy('t')})::int as rank, t.points
        from player_totals t ${joinActivePlayers('t')}
       where t.scored > 0
    ),
    span as (
      select min(user_id) as first, max(user_id) as last, count(*)::int as players,
             (count(*) filter (where points > 0))::int as with_points
        from ranked
    )
    select span.first, span.players, span.with_points,
           (select string_agg(int4send(coalesce(ranked.rank, 0)), ''::bytea order by g.id)
              from generate_series(span.first, span.last) g(id) left join ranked on ranked.user_id = g.id) as data
      from span
     where span.players > 0`;
}

export interface PackedRanks {
  firstUserId: number;
  withPoints: number;
  data: Uint8Array;
}

/** The players ranked `limit` or better with points (ranks 1..with_points), as user id and rank. */
export function leadersOf({ firstUserId, withPoints, data }: PackedRanks, limit: number) {
  const last = Math.min(limit, withPoints);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const leaders: { userId: number; rank: number }[] = [];
  for (let slot = 0; slot * 4 < data.byteLength && leaders.length < last; slot += 1) {
    const rank = view.getInt32(slot * 4);
    if (rank > 0 && rank <= last) leaders.push({ userId: firstUserId + slot, rank });
  }
  return leaders;
}
