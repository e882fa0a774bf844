import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { leaderboardRepository, type RankedScope, type SeasonKey, type StandingRow } from './leaderboard.repository';
import { leagueStandingsRepository, type LeagueScope, type TableRules } from './league-standings.repository';
import { rowsOf, type RankedRows } from './ranked-rows';
import { createRunningTotals } from './running-totals';

/** user id → index in a ranking's rows (position − 1). */
export type Positions = Pick<ReadonlyMap<number, number>, 'get' | 'has'>;

export interface Ranking {
  rows: RankedRows;
  positions: Positions;
}

/** A ranking of rows read in the published order. */
export function rankingOf(rows: readonly StandingRow[]): Ranking {
  const ranked = rowsOf(rows);
  return { rows: ranked, positions: positionsOf(ranked) };
}

/**
 * The index of a ranking's rows by user id: an array as long as the ids' span when they are dense (100,000 players
 * in ~1 ms, against ~20 ms for a Map: issue 14), else a Map.
 */
export function positionsOf(rows: RankedRows): Positions {
  let maxId = 0;
  for (let index = 0; index < rows.length; index += 1) maxId = Math.max(maxId, rows.userIdAt(index));
  if (maxId > 4 * rows.length + 1024) {
    return new Map(Array.from({ length: rows.length }, (_, index) => [rows.userIdAt(index), index]));
  }
  const indexes = new Int32Array(maxId + 1).fill(-1);
  for (let index = 0; index < rows.length; index += 1) indexes[rows.userIdAt(index)] = index;
  const get = (userId: number) => {
    const index = Number.isInteger(userId) && userId >= 0 && userId <= maxId ? indexes[userId]! : -1;
    return index < 0 ? undefined : index;
  };
  return { get, has: (userId) => get(userId) !== undefined };
}

/**
 * The version of the rankings of some competition-seasons as of now, every ranking's without `seasons` (the
 * container's: `rankingDomainsOf`): a scoring moves its own competition-season's rankings only (issue 58).
 */
export type RankingVersion = (seasons?: readonly SeasonKey[]) => Promise<string>;

/** The competition-seasons a scope's ranking is computed from (every one for the whole 'all' table). */
function seasonsOf(scope: RankedScope): readonly SeasonKey[] | undefined {
  if (scope.kind === 'all') return scope.within;
  return [{ competitionId: scope.competitionId, season: scope.season }];
}

const seasonsKey = (seasons: readonly SeasonKey[] | undefined) =>
  seasons === undefined
    ? '*'
    : seasons
        .map((key) => `${key.competitionId}:${key.season}`)
        .sort()
        .join(',');

/** The cache key of a scope. */
export function keyOf(scope: RankedScope): string {
  if (scope.kind === 'all') {
    if (!scope.within) return 'all';
    return `all:${scope.within
      .map((key) => `${key.competitionId}:${key.season}`)
      .sort()
      .join(',')}`;
  }
  const season = `${scope.competitionId}:${scope.season}`;
  if (scope.kind === 'round') return `round:${season}:${scope.round}`;
  if (scope.kind === 'range') return `range:${season}:${scope.start}:${scope.end}`;
  return `overall:${season}`;
}

/**
 * The cache key of a league's own ranking (ADR 112): its scope, its rules and its members (a digest of their sorted ids:
 * a member joining or leaving is another key, so no version of its own is needed).
 */
export function leagueKeyOf(scope: LeagueScope, memberIds: readonly number[], rules: TableRules): string {
  const scopeKey =
    scope.kind === 'through' ? `through:${scope.competitionId}:${scope.season}:${scope.round}` : keyOf(scope);
  const members = createHash('sha1')
    .update([...new Set(memberIds)].sort((a, b) => a - b).join(','))
    .digest('base64url');
  return `league:${rules.jokers ? 'j' : '-'}${rules.bonus ? 'b' : '-'}:${scopeKey}:${members}`;
}

/**
 * Rankings only change when a transaction moves a ranking domain (scoring, blocking; ADR 093). Each process keeps
 * the rankings it was asked for under the ranking domains' version (read once per moment, shared by the requests in
 * it) and recomputes a scope once per change (concurrent readers share the one computation). This keeps a
 * leaderboard page O(page) instead of O(players) per request (docs/benchmarks.md).
 */
export function createLeaderboardCache(
  db: Database,
  options: {
    /** The version of the rankings of `seasons` (every ranking without) as of now. */
    version: RankingVersion;
    /** The players left out of every ranking (blocked: the users service's `unrankedPlayers`). */
    unrankedPlayers: () => Promise<Set<number>>;
    maxScopes?: number;
  },
) {
  // The rankings of the scopes asked for most recently, so memory is bounded whatever ranges are asked (issue 14).
  const entries = new VersionedCache<Ranking>({ max: options.maxScopes ?? 16 });
  const completed = new VersionedCache<{ rounds: number[] }>({ max: 16 });
  /** The version the latest request read, by the seasons it was read for (isWarm compares with it). */
  const latestVersions = new Map<string, string>();
  // Leagues' own rankings (ADR 112): a league's members only (at most a few hundred rows each), so many fit.
  const leagues = new VersionedCache<Ranking>({ max: 256 });

  const runningTotals = createRunningTotals(db);

  async function compute(scope: RankedScope): Promise<Ranking> {
    if (scope.kind !== 'range') return rankingOf(await leaderboardRepository.standings(db, scope));
    const rows = await rangeStandings(scope, scope.start, scope.end);
    return { rows, positions: positionsOf(rows) };
  }

  /**
   * A date range from running totals (issue 14), without the players left out of every ranking (blocked, a few ids).
   * Not from the overall ranking: after each scoring that would rank 100,000 players again first (~200 ms). Accounts
   * are never deleted (a blocked one is kept), so every other id in the running totals is a ranked player's.
   */
  async function rangeStandings(season: SeasonKey, start: string, end: string) {
    const unranked = await options.unrankedPlayers();
    const key = { competitionId: season.competitionId, season: season.season };
    return runningTotals.standings(key, start, end, (userId) => !unranked.has(userId));
  }

  async function ranking(scope: RankedScope): Promise<Ranking> {
    const seasons = seasonsOf(scope);
    const version = await options.version(seasons);
    latestVersions.set(seasonsKey(seasons), version);
    return entries.get(keyOf(scope), version, () => compute(scope));
  }

  return {
    /** The two latest completed rounds of a season (newest first); they change only with a new version. */
    async completedRounds(season: SeasonKey): Promise<number[]> {
      const key = `${season.competitionId}:${season.season}`;
      const entry = await completed.get(key, await options.version([season]), async () => ({
        rounds: await leaderboardRepository.completedRounds(db, season),
      }));
      return entry.rounds;
    },

    ranking,

    /**
     * A private league's members ranked from the scored facts under its rules (ADR 112), kept under the same ranking
     * version as every ranking: a scoring or a blocking ranks it again on the next request.
     */
    async leagueRanking(scope: LeagueScope, memberIds: readonly number[], rules: TableRules): Promise<Ranking> {
      // The version of the competition-seasons it sums (ADR 093 addendum), as the global ranking of the scope.
      const version = await options.version(
        scope.kind === 'through' ? [{ competitionId: scope.competitionId, season: scope.season }] : seasonsOf(scope),
      );
      return leagues.get(leagueKeyOf(scope, memberIds, rules), version, async () =>
        rankingOf(await leagueStandingsRepository.standings(db, scope, memberIds, rules)),
      );
    },
    /**
     * Whether `scope`'s ranking is cached at the newest version read (asking for it would compute nothing). No read of
     * its own: a scoring since then is seen by the next request, which ranks the scope again.
     */
    isWarm(scope: RankedScope): boolean {
      const version = latestVersions.get(seasonsKey(seasonsOf(scope)));
      return version !== undefined && entries.has(keyOf(scope), version);
    },
    /** Builds the stale running totals by match day (after a scoring; docs/decisions/026). */
    buildRunningTotals: () => runningTotals.buildStale(),
    /** Rewrites running totals kept in the older layout (docs/decisions/032). */
    repackRunningTotals: () => runningTotals.repack(),
  };
}

export type LeaderboardCache = ReturnType<typeof createLeaderboardCache>;
