import { AROUND_ME_ROWS } from '@scoreline/contracts';
import { rankingOf, type Ranking } from './leaderboard-cache';
import { rowsBetween } from './ranked-rows';
import type { StandingRow } from './leaderboard.repository';
import type { TableRules } from './league-standings.repository';

/**
 * A group's table (a private league, ADR 112): its members and, when its rules differ from the game's (jokers or bonus
 * questions off), those rules; without them the group's table is the global one restricted to its members.
 */
export interface Group {
  memberIds: readonly number[];
  rules?: TableRules;
}

/** A group with its rules when they differ from the game's (both on: the global ranking restricted is its table). */
export function groupOf(memberIds: readonly number[], rules?: TableRules): Group {
  return rules && !(rules.jokers && rules.bonus) ? { memberIds, rules } : { memberIds };
}

/** Each ranked player's place (1-based) in a ranking. */
export function placesIn(ranking: Ranking): Map<number, number> {
  const places = new Map<number, number>();
  for (let index = 0; index < ranking.rows.length; index += 1) places.set(ranking.rows.userIdAt(index), index + 1);
  return places;
}

/** Each ranked player's points in a ranking. */
export function pointsIn(ranking: Ranking): Map<number, number> {
  const points = new Map<number, number>();
  for (let index = 0; index < ranking.rows.length; index += 1) {
    points.set(ranking.rows.userIdAt(index), ranking.rows.pointsAt(index));
  }
  return points;
}

/** A row of a ranking with its position (1-based) in that ranking. */
export interface Placed {
  row: StandingRow;
  position: number;
}

/**
 * A ranking restricted to some players (a private league's members), in the same order, positions renumbered 1..n
 * (issue 12: a league's leaderboard is the global one filtered to its members). O(members · log members): the full
 * ranking is only looked up by id, never walked.
 */
export function restrictRanking(ranking: Ranking, userIds: readonly number[]): Ranking {
  const indexes: number[] = [];
  for (const id of new Set(userIds)) {
    const index = ranking.positions.get(id);
    if (index !== undefined) indexes.push(index);
  }
  indexes.sort((a, b) => a - b);
  return rankingOf(indexes.map((index) => ranking.rows.at(index)!));
}

/**
 * A group's table with every member (issue 55): the members the ranking holds, in its order, then those with no scored
 * pick in its scope, at the bottom with 0 points, in the order `memberIds` gives them.
 */
export function withEveryMember(ranking: Ranking, memberIds: readonly number[]): Ranking {
  const group = restrictRanking(ranking, memberIds);
  const unranked = [...new Set(memberIds)].filter((id) => group.positions.get(id) === undefined);
  if (unranked.length === 0) return group;
  const ranked = rowsBetween(group.rows, 0, group.rows.length).map(({ row }) => row);
  const zero = (userId: number): StandingRow => ({ user_id: userId, points: 0, scored: 0, exact: 0, outcomes: 0 });
  return rankingOf([...ranked, ...unranked.map(zero)]);
}

export function placeOf(ranking: Ranking, userId: number | undefined): Placed | undefined {
  const index = userId === undefined ? undefined : ranking.positions.get(userId);
  return index === undefined ? undefined : { row: ranking.rows.at(index)!, position: index + 1 };
}

export function pageOf(ranking: Ranking, page: number, size: number): Placed[] {
  const offset = (page - 1) * size;
  return rowsBetween(ranking.rows, offset, offset + size);
}

/** The rows just above and below a player (AROUND_ME_ROWS each side where there are that many), theirs included. */
export function aroundOf(ranking: Ranking, me: Placed | undefined): Placed[] {
  if (!me) return [];
  const from = Math.max(0, me.position - 1 - AROUND_ME_ROWS);
  const to = Math.min(ranking.rows.length, me.position + AROUND_ME_ROWS);
  return rowsBetween(ranking.rows, from, to);
}

/** Pinned players ranked here, in ranking order: each a map lookup in the cached ranking (no walk, no query). */
export function pinnedOf(ranking: Ranking, pinnedIds: readonly number[]): Placed[] {
  return pinnedIds
    .map((id) => placeOf(ranking, id))
    .filter((placed): placed is Placed => placed !== undefined)
    .sort((a, b) => a.position - b.position);
}

/**
 * Ranks within a group at a snapshot: each player's place among the group's players that had a snapshot rank then
 * (a league's movement compares places within the league, not across the whole game).
 */
export function ranksWithinGroup(snapshot: Map<number, number>): Map<number, number> {
  const ordered = [...snapshot.entries()].sort(([idA, a], [idB, b]) => a - b || idA - idB);
  return new Map(ordered.map(([id], index) => [id, index + 1]));
}

/** Points per scored prediction, to two decimals (the leaderboard's and the profile's average). */
export function averagePoints(row: Pick<StandingRow, 'points' | 'scored'>): number {
  return row.scored > 0 ? Math.round((row.points / row.scored) * 100) / 100 : 0;
}

/** The players with the most points (ties share it); nobody when the best score is 0. */
export function winnersOf(ranking: Ranking): { points: number; userIds: number[] } | undefined {
  const { rows } = ranking;
  const points = rows.length > 0 ? rows.pointsAt(0) : 0;
  if (points <= 0) return undefined;
  const userIds: number[] = [];
  for (let index = 0; index < rows.length && rows.pointsAt(index) === points; index += 1) {
    userIds.push(rows.userIdAt(index));
  }
  return { points, userIds };
}

/**
 * The biggest climb between two rankings (issue 59): among the players ranked `now` who had a place `before`, the one
 * who gained the most places, the better place now breaking a tie; undefined when nobody rose. `skip`: players left
 * out (blocked since). The global game reads the rounds' packed ranks, a league its members' places within it.
 */
export function biggestClimb(
  now: Iterable<readonly [userId: number, rank: number]>,
  before: (userId: number) => number | undefined,
  skip: { has(userId: number): boolean } = new Set(),
): { userId: number; from: number; to: number } | undefined {
  let best: { userId: number; from: number; to: number } | undefined;
  for (const [userId, to] of now) {
    const from = before(userId);
    if (from === undefined || from <= to || skip.has(userId)) continue;
    const gain = from - to;
    const bestGain = best ? best.from - best.to : 0;
    if (gain > bestGain || (best && gain === bestGain && to < best.to)) best = { userId, from, to };
  }
  return best;
}
