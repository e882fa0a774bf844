import { RANKING_ORDER, type Standing } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import { leaderboardRepository, type StandingRow } from './leaderboard.repository';
import { runningTotalsRepository as repo, type PackedTotals } from './running-totals.repository';
import { scoreDelta } from './score-delta';

/**
 * Date-range rankings from running totals (issue 14; docs/decisions/026). Each match day can have every player's
 * totals up to and including it (player_running_totals), packed in one value: a range is then the totals through its
 * last match day minus those through the match day before it, two rows instead of every player's row for every day.
 *
 * Scoring records the day it changed (player_day_changes), which makes the running totals of that day and every later
 * one stale. The `running-totals` job then builds them again, oldest first, each from the day before (`buildStale`);
 * a range that finds a day stale or missing builds it itself from the nearest current day or the overall totals and
 * the scored predictions of the days in between (`totalsThrough`, `fold`). Either way the row is kept for every process, built from one
 * snapshot and saved under the leaderboard version read in it.
 */

/** One player per index, as five columns. */
export interface Totals {
  userIds: Int32Array;
  points: Int32Array;
  scored: Int32Array;
  exact: Int32Array;
  outcomes: Int32Array;
}

const fields = ['userIds', 'points', 'scored', 'exact', 'outcomes'] as const;
const littleEndian = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const empty = (): Totals => ({
  userIds: new Int32Array(0),
  points: new Int32Array(0),
  scored: new Int32Array(0),
  exact: new Int32Array(0),
  outcomes: new Int32Array(0),
});

/** The packed layout: the players' ids, then their points, scored, exact and outcomes, each a big-endian int4. */
export function unpack({ players, data }: PackedTotals): Totals {
  if (data.byteLength !== players * fields.length * 4) throw new Error('Packed running totals have the wrong size');
  // A copy of its own (aligned for Int32Array), turned to this machine's byte order in one native pass.
  const copy = new Uint8Array(data);
  if (littleEndian) Buffer.from(copy.buffer).swap32();
  const totals = empty();
  fields.forEach((field, index) => {
    totals[field] = new Int32Array(copy.buffer, index * players * 4, players);
  });
  return totals;
}

export function pack(totals: Totals): PackedTotals {
  const players = totals.userIds.length;
  const data = new Uint8Array(players * fields.length * 4);
  const view = new DataView(data.buffer);
  fields.forEach((field, index) => {
    const base = index * players * 4;
    const column = totals[field];
    for (let player = 0; player < players; player += 1) view.setInt32(base + player * 4, column[player]!);
  });
  return { players, data };
}

/** `a + sign × b` player by player, in user id order; players left with nothing at all are dropped. */
export function combine(a: Totals, b: Totals, sign: 1 | -1): Totals {
  let maxId = 0;
  for (const ids of [a.userIds, b.userIds]) for (const id of ids) if (id > maxId) maxId = id;
  const present = new Uint8Array(maxId + 1);
  const points = new Int32Array(maxId + 1);
  const scored = new Int32Array(maxId + 1);
  const exact = new Int32Array(maxId + 1);
  const outcomes = new Int32Array(maxId + 1);
  const add = (totals: Totals, factor: number) => {
    for (let player = 0; player < totals.userIds.length; player += 1) {
      const id = totals.userIds[player]!;
      present[id] = 1;
      points[id] = points[id]! + factor * totals.points[player]!;
      scored[id] = scored[id]! + factor * totals.scored[player]!;
      exact[id] = exact[id]! + factor * totals.exact[player]!;
      outcomes[id] = outcomes[id]! + factor * totals.outcomes[player]!;
    }
  };
  add(a, 1);
  add(b, sign);
  const kept = (id: number) =>
    present[id] === 1 && (points[id] !== 0 || scored[id] !== 0 || exact[id] !== 0 || outcomes[id] !== 0);
  let count = 0;
  for (let id = 0; id <= maxId; id += 1) if (kept(id)) count += 1;
  const out: Totals = {
    userIds: new Int32Array(count),
    points: new Int32Array(count),
    scored: new Int32Array(count),
    exact: new Int32Array(count),
    outcomes: new Int32Array(count),
  };
  let player = 0;
  for (let id = 0; id <= maxId; id += 1) {
    if (!kept(id)) continue;
    out.userIds[player] = id;
    out.points[player] = points[id]!;
    out.scored[player] = scored[id]!;
    out.exact[player] = exact[id]!;
    out.outcomes[player] = outcomes[id]!;
    player += 1;
  }
  return out;
}

/** The ranked players of some totals in the published order: scored at least once, and ranked at all (active). */
export function rankTotals(totals: Totals, isRanked: (userId: number) => boolean): StandingRow[] {
  const players: number[] = [];
  for (let player = 0; player < totals.userIds.length; player += 1) {
    if (totals.scored[player]! > 0 && isRanked(totals.userIds[player]!)) players.push(player);
  }
  // The published order (RANKING_ORDER) over the columns, without an object per comparison.
  const columns: Record<keyof Standing, Int32Array> = {
    userId: totals.userIds,
    points: totals.points,
    exact: totals.exact,
    outcomes: totals.outcomes,
  };
  const order = RANKING_ORDER.map(({ key, direction }) => ({ key, column: columns[key], asc: direction === 'asc' }));
  const sorted = sortByKeys(players, order) ?? sortByComparison(players, order);
  return sorted.map((player) => ({
    user_id: totals.userIds[player]!,
    points: totals.points[player]!,
    scored: totals.scored[player]!,
    exact: totals.exact[player]!,
    outcomes: totals.outcomes[player]!,
  }));
}

type Order = { key: keyof Standing; column: Int32Array; asc: boolean }[];

/**
 * The players in `order` by one exact number each (the columns as digits of a mixed radix, highest first), sorted
 * natively. Only when the last column is the (unique) user id, which the number ends with, every number fits a double
 * exactly and the ids are not sparse; otherwise undefined.
 */
function sortByKeys(players: number[], order: Order): number[] | undefined {
  const last = order.at(-1);
  if (last?.key !== 'userId' || players.length === 0) return undefined;
  const count = players.length;
  const digits = order.map(({ column, asc }) => {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < count; index += 1) {
      const value = column[players[index]!]!;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return { column, asc, min, max, radix: max - min + 1 };
  });
  if (digits.reduce((product, { radix }) => product * radix, 1) > Number.MAX_SAFE_INTEGER) return undefined;
  // Back from a key to its player goes through an array as long as the user ids' span: not for sparse ids.
  if (digits.at(-1)!.radix > 16 * count + 1024) return undefined;
  const keys = new Float64Array(count);
  for (const { column, asc, min, max, radix } of digits) {
    for (let index = 0; index < count; index += 1) {
      const value = column[players[index]!]!;
      keys[index] = keys[index]! * radix + (asc ? value - min : max - value);
    }
  }
  keys.sort();
  // The key ends with the user id: back from it to the player.
  const { min, radix } = digits.at(-1)!;
  const playerOf = new Int32Array(radix);
  for (const player of players) playerOf[last.column[player]! - min] = player;
  return Array.from(keys, (key) => playerOf[key % radix]!);
}

function sortByComparison(players: number[], order: Order): number[] {
  return players.sort((a, b) => {
    for (const { column, asc } of order) {
      const difference = column[a]! - column[b]!;
      if (difference !== 0) return asc ? difference : -difference;
    }
    return 0;
  });
}

/** The last of the sorted `days` that is at most `day` (`before`: strictly before it). */
function lastUpTo(days: string[], day: string, before = false): string | null {
  let found: string | null = null;
  for (const candidate of days) {
    if (before ? candidate < day : candidate <= day) found = candidate;
    else break;
  }
  return found;
}

/**
 * Each player's totals over the matches kicked off in the UTC days after `after` (from the first when null) up to and
 * including `through` (to the last when null): their predictions, each scored with the §9 rule against the result its
 * match was scored with (docs/decisions/031).
 */
async function fold(tx: Executor, after: string | null, through: string | null): Promise<Totals> {
  const { matches, predicted } = await repo.scoredBetween(tx, after, through);
  if (matches.length === 0) return empty();
  const lookup = matches.flatMap(({ id, result }) =>
    predicted.map((score) => {
      const { points, scored, exact, outcomes } = scoreDelta(score, null, result);
      return { matchId: id, predicted: score, points, scored, exact, outcomes };
    }),
  );
  return unpack(await repo.sumScored(tx, lookup));
}

/**
 * The running totals through `day` (a match day) in `tx`'s snapshot: kept ones when current; else built from the
 * nearest base with the scored predictions of the days in between: a current day before it (plus those days), a current day after
 * it or the overall totals (minus those days), whichever leaves the fewest match days to sum.
 */
async function totalsThrough(
  tx: Executor,
  day: string,
  days: string[],
  current: Map<string, Totals | null>,
): Promise<{ totals: Totals; built: boolean }> {
  const known = current.get(day);
  if (known) return { totals: known, built: false };
  const base = async (other: string) => {
    const kept = current.get(other) ?? (await repo.packedAt(tx, [other])).get(other);
    if (!kept) throw new Error(`No running totals for ${other}, which the same snapshot called current`);
    return 'userIds' in kept ? kept : unpack(kept);
  };
  const position = days.indexOf(day);
  const currentDays = [...current.keys()].sort();
  const below = lastUpTo(currentDays, day, true);
  const above = currentDays.find((other) => other > day) ?? null;
  const gaps = {
    below: below === null ? position + 1 : position - days.indexOf(below),
    above: above === null ? Number.POSITIVE_INFINITY : days.indexOf(above) - position,
    overall: days.length - 1 - position,
  };
  let totals: Totals;
  if (gaps.below <= gaps.above && gaps.below <= gaps.overall) {
    const between = await fold(tx, below, day);
    totals = below === null ? between : combine(await base(below), between, 1);
  } else if (above !== null && gaps.above <= gaps.overall) {
    totals = combine(await base(above), await fold(tx, day, above), -1);
  } else {
    totals = combine(unpack(await repo.overall(tx)), await fold(tx, day, null), -1);
  }
  current.set(day, totals);
  return { totals, built: true };
}

/** Reads of one ranking: one snapshot (what is built matches the version read), room for the aggregates. */
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Every player's totals over the UTC days `start`–`end` in `tx`'s snapshot, and the running totals built on the way
 * (a caller that read them at one leaderboard version may keep them).
 */
async function rangeIn(tx: Executor, start: string, end: string) {
  const days = await repo.matchDays(tx);
  const endDay = lastUpTo(days, end);
  if (endDay === null || endDay < start) return { range: empty(), builds: [] };
  const beforeDay = lastUpTo(days, start, true);
  // The current days, each unpacked once when first used (null until then); days built here join them.
  const current = new Map<string, Totals | null>((await repo.currentDays(tx)).map((day) => [day, null]));
  const needed = beforeDay === null ? [endDay] : [endDay, beforeDay];
  for (const [day, packedTotals] of await repo.packedAt(
    tx,
    needed.filter((day) => current.has(day)),
  )) {
    current.set(day, unpack(packedTotals));
  }
  const builds: { day: string; totals: Totals }[] = [];
  const through = async (day: string) => {
    const { totals, built } = await totalsThrough(tx, day, days, current);
    if (built) builds.push({ day, totals });
    return totals;
  };
  const atEnd = await through(endDay);
  const range = beforeDay === null ? atEnd : combine(atEnd, await through(beforeDay), -1);
  return { range, builds };
}

/**
 * Every player's totals over the UTC days `first`–`last` (a month's badges, issue 11), read in the caller's
 * transaction; running totals built on the way are not kept.
 */
export async function totalsBetween(tx: Executor, first: string, last: string): Promise<Totals> {
  return (await rangeIn(tx, first, last)).range;
}

export function createRunningTotals(db: Database) {
  /** Every ranked player's totals over the UTC days `start`–`end`, in the published order. */
  async function standings(start: string, end: string, isRanked: (userId: number) => boolean) {
    const read = await db.transaction(async (tx) => {
      await leaderboardRepository.roomForRanking(tx);
      const version = await leaderboardRepository.version(tx);
      return { version, ...(await rangeIn(tx, start, end)) };
    }, snapshot);
    // Kept for the next range (and every process): read in one snapshot at `version`, so current until a day changes.
    for (const { day, totals } of read.builds) await repo.save(db, day, read.version, pack(totals));
    return rankTotals(read.range, isRanked);
  }

  /**
   * Builds the running totals of every match day that has none current, oldest first, each from the day before
   * (after a scoring: the `running-totals` job), so that ranges find their days built. Returns how many it built.
   */
  async function buildStale(): Promise<number> {
    let built = 0;
    // The totals just built, reused for the next day while no scoring moved the version in between.
    let previous: { day: string; version: number; totals: Totals } | undefined;
    // Each pass builds one day; a scoring meanwhile may make days stale again, so the passes are bounded.
    for (let pass = 0; pass < 1_000; pass += 1) {
      const step = await db.transaction(async (tx) => {
        await leaderboardRepository.roomForRanking(tx);
        const version = await leaderboardRepository.version(tx);
        const days = await repo.matchDays(tx);
        const currentDays = await repo.currentDays(tx);
        const day = days.find((candidate) => !currentDays.includes(candidate));
        if (day === undefined) return undefined;
        const current = new Map<string, Totals | null>(currentDays.map((other) => [other, null]));
        if (previous?.version === version && current.has(previous.day)) current.set(previous.day, previous.totals);
        const { totals } = await totalsThrough(tx, day, days, current);
        return { day, version, totals };
      }, snapshot);
      if (!step) return built;
      await repo.save(db, step.day, step.version, pack(step.totals));
      previous = step;
      built += 1;
    }
    return built;
  }

  return { standings, buildStale };
}

export type RunningTotals = ReturnType<typeof createRunningTotals>;
