import { RANKING_ORDER, type Standing } from '@scoreline/domain';
import type { StandingRow } from './leaderboard.repository';
import type { Totals } from './running-totals-layout';

/**
 * A ranking's rows in the published order (RANKING_ORDER), by index (position − 1). Rankings read from SQL are arrays
 * of rows; a date range is its players' columns read through their order, each row made when asked for (a page holds
 * 50 of 100,000: issue 14, docs/decisions/032).
 */
export interface RankedRows {
  readonly length: number;
  /** The row at `index`, or undefined outside the rows. */
  at(index: number): StandingRow | undefined;
  userIdAt(index: number): number;
  pointsAt(index: number): number;
}

const inside = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length;

export function rowsOf(rows: readonly StandingRow[]): RankedRows {
  return {
    length: rows.length,
    at: (index) => (inside(index, rows.length) ? rows[index] : undefined),
    userIdAt: (index) => rows[index]!.user_id,
    pointsAt: (index) => rows[index]!.points,
  };
}

/** The rows from `from` up to (not including) `to`, each with its position. */
export function rowsBetween(rows: RankedRows, from: number, to: number): { row: StandingRow; position: number }[] {
  const placed: { row: StandingRow; position: number }[] = [];
  for (let index = Math.max(0, from); index < Math.min(to, rows.length); index += 1) {
    placed.push({ row: rows.at(index)!, position: index + 1 });
  }
  return placed;
}

function inOrder(totals: Totals, order: Int32Array): RankedRows {
  const { userIds, points, scored, exact, outcomes } = totals;
  return {
    length: order.length,
    at(index) {
      if (!inside(index, order.length)) return undefined;
      const player = order[index]!;
      return {
        user_id: userIds[player]!,
        points: points[player]!,
        scored: scored[player]!,
        exact: exact[player]!,
        outcomes: outcomes[player]!,
      };
    },
    userIdAt: (index) => userIds[order[index]!]!,
    pointsAt: (index) => points[order[index]!]!,
  };
}

type Order = { key: keyof Standing; column: Int32Array; asc: boolean }[];

/** The ranked players of some totals in the published order: scored at least once, and ranked at all (active). */
export function rankTotals(totals: Totals, isRanked: (userId: number) => boolean): RankedRows {
  const chosen = new Int32Array(totals.userIds.length);
  let count = 0;
  for (let player = 0; player < totals.userIds.length; player += 1) {
    if (totals.scored[player]! > 0 && isRanked(totals.userIds[player]!)) chosen[count++] = player;
  }
  const players = chosen.subarray(0, count);
  // The published order over the columns, without an object per comparison.
  const columns: Record<keyof Standing, Int32Array> = {
    userId: totals.userIds,
    points: totals.points,
    exact: totals.exact,
    outcomes: totals.outcomes,
  };
  const order = RANKING_ORDER.map(({ key, direction }) => ({ key, column: columns[key], asc: direction === 'asc' }));
  return inOrder(totals, sortByKeys(players, order) ?? sortByComparison(players, order));
}

/**
 * The players in `order` by one exact number each, sorted natively. The order must end with the (unique) user id,
 * ascending, and the ids must not be sparse: the players are first put in id order (through an array as long as the
 * ids' span), and the number is the other columns as the digits of a mixed radix, then the player's place in id order
 * in the lowest bits (a power of two, so it comes back exactly). Otherwise, or when the number would not fit a double
 * exactly, undefined.
 */
function sortByKeys(players: Int32Array, order: Order): Int32Array | undefined {
  const last = order.at(-1);
  const count = players.length;
  if (last?.key !== 'userId' || !last.asc || count === 0) return undefined;
  let minId = Number.POSITIVE_INFINITY;
  let maxId = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < count; index += 1) {
    const id = last.column[players[index]!]!;
    if (id < minId) minId = id;
    if (id > maxId) maxId = id;
  }
  const span = maxId - minId + 1;
  if (span > 16 * count + 1024) return undefined;
  const playerAt = new Int32Array(span).fill(-1);
  for (let index = 0; index < count; index += 1) playerAt[last.column[players[index]!]! - minId] = players[index]!;
  const byId = new Int32Array(count);
  let next = 0;
  for (let slot = 0; slot < span; slot += 1) if (playerAt[slot]! >= 0) byId[next++] = playerAt[slot]!;
  const low = 2 ** Math.ceil(Math.log2(count + 1));
  const digits = order.slice(0, -1).map(({ column, asc }) => {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < count; index += 1) {
      const value = column[players[index]!]!;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return { column, asc, min, max, radix: max - min + 1 };
  });
  if (digits.reduce((product, { radix }) => product * radix, low) > Number.MAX_SAFE_INTEGER) return undefined;
  const keys = new Float64Array(count);
  for (const { column, asc, min, max, radix } of digits) {
    for (let place = 0; place < count; place += 1) {
      const value = column[byId[place]!]!;
      keys[place] = keys[place]! * radix + (asc ? value - min : max - value);
    }
  }
  for (let place = 0; place < count; place += 1) keys[place] = keys[place]! * low + place;
  keys.sort();
  const sorted = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    const key = keys[index]!;
    sorted[index] = byId[key - Math.floor(key / low) * low]!;
  }
  return sorted;
}

function sortByComparison(players: Int32Array, order: Order): Int32Array {
  return Int32Array.from(players).sort((a, b) => {
    for (const { column, asc } of order) {
      const difference = column[a]! - column[b]!;
      if (difference !== 0) return asc ? difference : -difference;
    }
    return 0;
  });
}
