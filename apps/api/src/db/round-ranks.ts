import { sql, type SQL } from 'drizzle-orm';

/**
 * The packed layout of a completed round's ranks (table round_ranks, docs/decisions/029): one row per round whose
 * `data` holds, for every user id from `first_user_id` on, that player's overall rank after the round as a
 * big-endian int4 (0: not ranked). The one home of that layout: the packing that writes it, the SQL that reads a rank,
 * and the decoding of a whole row.
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
 * The columns of a round_ranks row after its key (first_user_id, players, with_points, data) for players ranked in
 * this order (the first is rank 1): every ranked player's overall rank now, when scoring records a completed round.
 * Undefined when nobody is ranked yet.
 */
export function packRanks(ranked: {
  length: number;
  userIdAt(index: number): number;
  pointsAt(index: number): number;
}): { firstUserId: number; players: number; withPoints: number; data: Uint8Array } | undefined {
  if (ranked.length === 0) return undefined;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  let withPoints = 0;
  for (let index = 0; index < ranked.length; index += 1) {
    const id = ranked.userIdAt(index);
    if (id < first) first = id;
    if (id > last) last = id;
    if (ranked.pointsAt(index) > 0) withPoints += 1;
  }
  const data = new Uint8Array((last - first + 1) * 4);
  const view = new DataView(data.buffer);
  for (let index = 0; index < ranked.length; index += 1) view.setInt32((ranked.userIdAt(index) - first) * 4, index + 1);
  return { firstUserId: first, players: ranked.length, withPoints, data };
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

/** Every ranked player of a packed row with their rank, in user id order. */
export function* rankedIn({ firstUserId, data }: PackedRanks): Generator<readonly [userId: number, rank: number]> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let slot = 0; slot * 4 < data.byteLength; slot += 1) {
    const rank = view.getInt32(slot * 4);
    if (rank > 0) yield [firstUserId + slot, rank];
  }
}

/** A reader of a packed row: a player's rank, undefined when not ranked in it. */
export function rankReader({ firstUserId, data }: PackedRanks): (userId: number) => number | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return (userId) => {
    const slot = userId - firstUserId;
    const rank = slot >= 0 && slot * 4 < data.byteLength ? view.getInt32(slot * 4) : 0;
    return rank > 0 ? rank : undefined;
  };
}
