import type { Database, Executor } from '../../db/client';
import { dataDomain, dataVersionsRepository } from '../../db/data-versions';
import { leaderboardRepository, type SeasonKey } from './leaderboard.repository';
import { rankTotals } from './ranked-rows';
import { emptyTotals as empty, pack, unpack, type Totals } from './running-totals-layout';
import { runningTotalsRepository as repo } from './running-totals.repository';

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

/** `a + sign × b` player by player, in user id order; players left with nothing at all are dropped. */
export function combine(a: Totals, b: Totals, sign: 1 | -1): Totals {
  return ascending(a.userIds) && ascending(b.userIds) ? merge(a, b, sign) : combineAnyOrder(a, b, sign);
}

function ascending(ids: Int32Array): boolean {
  for (let player = 1; player < ids.length; player += 1) if (ids[player - 1]! >= ids[player]!) return false;
  return true;
}

/** `combine` of totals whose ids are in ascending order (the kept running totals, and what combine answers): one pass. */
function merge(a: Totals, b: Totals, sign: 1 | -1): Totals {
  const sizeA = a.userIds.length;
  const sizeB = b.userIds.length;
  const out: Totals = {
    userIds: new Int32Array(sizeA + sizeB),
    points: new Int32Array(sizeA + sizeB),
    scored: new Int32Array(sizeA + sizeB),
    exact: new Int32Array(sizeA + sizeB),
    outcomes: new Int32Array(sizeA + sizeB),
  };
  const past = 2 ** 31;
  let fromA = 0;
  let fromB = 0;
  let count = 0;
  while (fromA < sizeA || fromB < sizeB) {
    const idA = fromA < sizeA ? a.userIds[fromA]! : past;
    const idB = fromB < sizeB ? b.userIds[fromB]! : past;
    let points = 0;
    let scored = 0;
    let exact = 0;
    let outcomes = 0;
    if (idA <= idB) {
      points = a.points[fromA]!;
      scored = a.scored[fromA]!;
      exact = a.exact[fromA]!;
      outcomes = a.outcomes[fromA]!;
      fromA += 1;
    }
    if (idB <= idA) {
      points += sign * b.points[fromB]!;
      scored += sign * b.scored[fromB]!;
      exact += sign * b.exact[fromB]!;
      outcomes += sign * b.outcomes[fromB]!;
      fromB += 1;
    }
    if (points === 0 && scored === 0 && exact === 0 && outcomes === 0) continue;
    out.userIds[count] = idA < idB ? idA : idB;
    out.points[count] = points;
    out.scored[count] = scored;
    out.exact[count] = exact;
    out.outcomes[count] = outcomes;
    count += 1;
  }
  return {
    userIds: out.userIds.slice(0, count),
    points: out.points.slice(0, count),
    scored: out.scored.slice(0, count),
    exact: out.exact.slice(0, count),
    outcomes: out.outcomes.slice(0, count),
  };
}

function combineAnyOrder(a: Totals, b: Totals, sign: 1 | -1): Totals {
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
 * including `through` (to the last when null): the sums of their scored facts (docs/decisions/076).
 */
async function fold(tx: Executor, key: SeasonKey, after: string | null, through: string | null): Promise<Totals> {
  const matchIds = await repo.scoredBetween(tx, key, after, through);
  if (matchIds.length === 0) return empty();
  return unpack(await repo.sumFacts(tx, matchIds));
}

/**
 * The running totals through `day` (a match day) in `tx`'s snapshot: kept ones when current; else built from the
 * nearest base with the scored predictions of the days in between: a current day before it (plus those days), a current day after
 * it or the overall totals (minus those days), whichever leaves the fewest match days to sum.
 */
async function totalsThrough(
  tx: Executor,
  key: SeasonKey,
  day: string,
  days: string[],
  current: Map<string, Totals | null>,
): Promise<{ totals: Totals; built: boolean }> {
  const known = current.get(day);
  if (known) return { totals: known, built: false };
  const base = async (other: string) => {
    const kept = current.get(other) ?? (await repo.packedAt(tx, key, [other])).get(other);
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
    const between = await fold(tx, key, below, day);
    totals = below === null ? between : combine(await base(below), between, 1);
  } else if (above !== null && gaps.above <= gaps.overall) {
    totals = combine(await base(above), await fold(tx, key, day, above), -1);
  } else {
    totals = combine(unpack(await repo.overall(tx, key)), await fold(tx, key, day, null), -1);
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
async function rangeIn(tx: Executor, key: SeasonKey, start: string, end: string) {
  const days = await repo.matchDays(tx, key);
  const endDay = lastUpTo(days, end);
  if (endDay === null || endDay < start) return { range: empty(), builds: [] };
  const beforeDay = lastUpTo(days, start, true);
  // The current days, each unpacked once when first used (null until then); days built here join them.
  const current = new Map<string, Totals | null>((await repo.currentDays(tx, key)).map((day) => [day, null]));
  const needed = beforeDay === null ? [endDay] : [endDay, beforeDay];
  for (const [day, packedTotals] of await repo.packedAt(
    tx,
    key,
    needed.filter((day) => current.has(day)),
  )) {
    current.set(day, unpack(packedTotals));
  }
  const builds: { day: string; totals: Totals }[] = [];
  const through = async (day: string) => {
    const { totals, built } = await totalsThrough(tx, key, day, days, current);
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
export async function totalsBetween(tx: Executor, key: SeasonKey, first: string, last: string): Promise<Totals> {
  return (await rangeIn(tx, key, first, last)).range;
}

export function createRunningTotals(db: Database) {
  /** Every ranked player's totals over the UTC days `start`–`end`, in the published order. */
  async function standings(key: SeasonKey, start: string, end: string, isRanked: (userId: number) => boolean) {
    const read = await db.transaction(async (tx) => {
      await leaderboardRepository.roomForRanking(tx);
      const version = await dataVersionsRepository.version(tx, dataDomain.runningTotals);
      return { version, ...(await rangeIn(tx, key, start, end)) };
    }, snapshot);
    // Kept for the next range (and every process): read in one snapshot at `version`, so current until a day changes.
    for (const { day, totals } of read.builds) await repo.save(db, key, day, read.version, pack(totals));
    return rankTotals(read.range, isRanked);
  }

  /**
   * Builds the running totals of every match day that has none current, oldest first, each from the day before
   * (after a scoring: the `running-totals` job), so that ranges find their days built; every competition-season's.
   * Returns how many it built.
   */
  async function buildStale(): Promise<number> {
    let built = 0;
    for (const key of await repo.seasonsWithChanges(db)) built += await buildStaleOf(key);
    return built;
  }

  async function buildStaleOf(key: SeasonKey): Promise<number> {
    let built = 0;
    // The totals just built, reused for the next day while no scoring moved the version in between.
    let previous: { day: string; version: number; totals: Totals } | undefined;
    // Each pass builds one day; a scoring meanwhile may make days stale again, so the passes are bounded.
    for (let pass = 0; pass < 1_000; pass += 1) {
      const step = await db.transaction(async (tx) => {
        await leaderboardRepository.roomForRanking(tx);
        const version = await dataVersionsRepository.version(tx, dataDomain.runningTotals);
        const days = await repo.matchDays(tx, key);
        const currentDays = await repo.currentDays(tx, key);
        const day = days.find((candidate) => !currentDays.includes(candidate));
        if (day === undefined) return undefined;
        const current = new Map<string, Totals | null>(currentDays.map((other) => [other, null]));
        if (previous?.version === version && current.has(previous.day)) current.set(previous.day, previous.totals);
        const { totals } = await totalsThrough(tx, key, day, days, current);
        return { day, version, totals };
      }, snapshot);
      if (!step) return built;
      await repo.save(db, key, step.day, step.version, pack(step.totals));
      previous = step;
      built += 1;
    }
    return built;
  }

  /**
   * Rewrites the running totals kept in the layout SQL builds, as builds before docs/decisions/032 left them, in the
   * kept layout (a third of the size to send), at the version they were built at: a newer build meanwhile wins.
   * Returns how many it rewrote; once done, one read.
   */
  async function repack(): Promise<number> {
    let repacked = 0;
    for (const { day, ...key } of await repo.daysInSqlLayout(db)) {
      const kept = await repo.keptAt(db, key, day);
      if (!kept) continue;
      await repo.save(db, key, day, kept.version, pack(unpack(kept)));
      repacked += 1;
    }
    return repacked;
  }

  return { standings, buildStale, repack };
}

export type RunningTotals = ReturnType<typeof createRunningTotals>;
