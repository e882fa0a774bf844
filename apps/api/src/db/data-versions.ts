import { sql } from 'drizzle-orm';
import { textArray } from './array-literals';
import { queryRows, type DatabaseConnection, type Executor } from './client';

/**
 * The data domains a version is kept for (docs/decisions/093): the one place their keys are built, so a key that
 * gains a part (a competition-season) changes here only. Each is moved in the transaction that changes it:
 * - `matches:<competitionId>:<season>`: a competition-season's matches (triggers of migration 0027, any writer);
 * - `football`: teams and competitions (triggers);
 * - `ranking:<competitionId>:<season>`: a ranking scope's standings (scoring: `rankings.markChanged`), and
 *   `ranking:*` for a change to all of them (a player blocked, the aggregates rebuilt);
 * - `players`: players as a table shows them: name, picture, standing, badges (triggers);
 * - `sessions`: what a session check reads (migration 0024's triggers);
 * - `running-totals`: the running totals by match day (`player_day_changes`, docs/decisions/026).
 * - `player:<userId>`: one player's picks and pins (triggers), read only for that player's own answers.
 */
export const dataDomain = {
  matches: (competitionId: number, season: number) => `matches:${competitionId}:${season}`,
  ranking: (competitionId: number, season: number) => `ranking:${competitionId}:${season}`,
  /** One player's own data: their picks and pins (triggers); read only for that player's own answers. */
  player: (userId: number) => `player:${userId}`,
  /** A change to every ranking scope at once (a player blocked, the aggregates rebuilt). */
  everyRanking: 'ranking:*',
  football: 'football',
  players: 'players',
  sessions: 'sessions',
  runningTotals: 'running-totals',
} as const;

/** Every domain's version as one read saw them (a domain never moved has none). */
export type DataVersions = ReadonlyMap<string, string>;

/** Which domains an answer depends on. */
export type DomainSelection = (domain: string) => boolean;

/** What the match centre shows: teams, competitions, every competition-season's matches. */
export const footballDomains: DomainSelection = (domain) =>
  domain === dataDomain.football || domain.startsWith('matches:');

/** What a ranking is computed from: every ranking scope's standings. */
export const rankingDomains: DomainSelection = (domain) => domain.startsWith('ranking:');

/** A competition-season as the ranking domains name it. */
type RankedSeason = { readonly competitionId: number; readonly season: number };

const seasonSelections = new Map<string, DomainSelection>();

/**
 * What the rankings of some competition-seasons are computed from: their own ranking domains and the change to all of
 * them (`ranking:*`); every ranking domain without `seasons`. A scoring in one competition then leaves the rankings
 * cached for the others as they were (issue 58). One selection per set of seasons, so a read's tags by selection
 * (`createReads`) are worked out once per set.
 */
export function rankingDomainsOf(seasons?: readonly RankedSeason[]): DomainSelection {
  if (seasons === undefined) return rankingDomains;
  const domains = [...new Set(seasons.map((key) => dataDomain.ranking(key.competitionId, key.season)))].sort();
  const key = domains.join(',');
  let selection = seasonSelections.get(key);
  if (!selection) {
    const wanted = new Set([...domains, dataDomain.everyRanking]);
    selection = (domain) => wanted.has(domain);
    seasonSelections.set(key, selection);
  }
  return selection;
}

/** What a leaderboard page shows: the rankings, the players on it, the rounds and live matches of the season. */
export const leaderboardDomains: DomainSelection = (domain) =>
  rankingDomains(domain) || footballDomains(domain) || domain === dataDomain.players;

/** What a player's own answer shows: a leaderboard page's domains and the player's own picks and pins. */
export const personalDomains =
  (userId: number): DomainSelection =>
  (domain) =>
    leaderboardDomains(domain) || domain === dataDomain.player(userId);

/** The versions of the selected domains as one text: it changes whenever one of them moves. */
export function versionTag(versions: DataVersions, selection: DomainSelection): string {
  const parts: string[] = [];
  for (const [domain, version] of versions) if (selection(domain)) parts.push(`${domain}=${version}`);
  return parts.sort().join(',');
}

/** Freshness's one table (docs/decisions/093): read whole in one statement, moved inside the writer's transaction. */
export const dataVersionsRepository = {
  /**
   * Every domain's version but the players' own (a handful of rows, by their partial index: a player's row is never
   * scanned for another's request), and the players' of `players` (domains, by the primary key).
   */
  async all(db: Executor, players: readonly string[] = []): Promise<DataVersions> {
    const rows = await queryRows<{ domain: string; version: string }>(
      db,
      sql`select domain, version::text as version from data_versions where not starts_with(domain, 'player:')
          union all
          select domain, version::text as version from data_versions where domain = any(${textArray(players)}::text[])`,
    );
    return new Map(rows.map((row) => [row.domain, row.version]));
  },

  /**
   * `all` for the requests' shared read (`VersionReader`): on PostgreSQL a prepared statement sent straight to the
   * pool (no query building, no planning: every request waits for it), on PGlite `all` itself.
   */
  reader(connection: DatabaseConnection): (players: readonly string[]) => Promise<DataVersions> {
    const { prepared } = connection;
    if (!prepared) return (players) => dataVersionsRepository.all(connection.db, players);
    const shared = `select domain, version::text as version from data_versions where not starts_with(domain, 'player:')`;
    const withPlayers = `${shared} union all select domain, version::text as version from data_versions where domain = any($1::text[])`;
    return async (players) => {
      const rows =
        players.length === 0
          ? await prepared<{ domain: string; version: string }>('data_versions_shared', shared, [])
          : await prepared<{ domain: string; version: string }>('data_versions_players', withPlayers, [players]);
      return new Map(rows.map((row) => [row.domain, row.version]));
    };
  },

  /** Moves `domain` (migration 0027's `bump_data_version`); other processes see it when `tx` commits. */
  async bump(tx: Executor, domain: string): Promise<number> {
    const [row] = await queryRows<{ version: string }>(tx, sql`select bump_data_version(${domain})::text as version`);
    return Number(row?.version ?? 0);
  },

  /** One domain's version (0 while it never moved). */
  async version(db: Executor, domain: string): Promise<number> {
    const [row] = await queryRows<{ version: string }>(
      db,
      sql`select version::text as version from data_versions where domain = ${domain}`,
    );
    return Number(row?.version ?? 0);
  },
};
