import { createHash, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  finishedStatusCodes,
  liveStatusCodes,
  notStartedStatusCodes,
  type Injury,
  type Lineup,
  type MatchStatusCode,
  type TeamStatistics,
  type WinPrediction,
} from '@scoreline/contracts';
import type { Clock, MatchResult } from '@scoreline/domain';
import type { Database, Executor } from '../../db/client';
import type { FootballProviderName } from '../../db/schema';
import { embeddedData, type EmbeddedData } from './providers/embedded/embedded-data';
import {
  ProviderError,
  type FootballProvider,
  type LeagueCoverage,
  type ProviderFixture,
  type ProviderTeam,
} from './providers/provider';
import {
  syncRepository as repo,
  type LeagueRow,
  type MatchExtrasRow,
  type MatchRow,
  type NewMatch,
  type TeamRow,
} from './sync.repository';
import { matchTeamByName, type NamedTeam } from './team-names';
import { modelWinPercents, type ModelFixture } from './win-model';

/** Any constant; the same in every process of this app (the migration lock is 7_240_311). */
export const FOOTBALL_SYNC_LOCK_ID = 7_240_312;
const LEASE_KEY = 'football.sync.lease';
const STATE_KEY = 'football.sync.state';
/** A run holds the lease at most this long (a crashed process frees it by expiry). */
const LEASE_MS = 15 * 60_000;
/** How long to stop calling a provider that refused our key, or our plan. */
const AUTH_PAUSE_MS = 60 * 60_000;
const PLAN_PAUSE_MS = 24 * 60 * 60_000;
/** Matches around kick-off whose status the live refresh asks for. */
const LIVE_WINDOW_BEFORE_MS = 15 * 60_000;
const LIVE_WINDOW_AFTER_MS = 6 * 60 * 60_000;
/** Statistics of finished matches are fetched once, if the match ended within this time. */
const RECENT_STATISTICS_MS = 24 * 60 * 60_000;
/** At most this many per-match provider calls per kind in one run, so that a run stays short. */
const MAX_MATCH_CALLS_PER_KIND = 10;

const finished = new Set<string>(finishedStatusCodes);
const live = new Set<string>(liveStatusCodes);
const notStarted = new Set<string>(notStartedStatusCodes);

interface SyncState {
  provider: FootballProviderName;
  competitionAt?: string;
  fixturesAt?: string;
  liveAt?: string;
  injuriesAt?: string;
  modelFingerprint?: string;
  /** No provider calls before this time (quota used up, key refused, plan refused). */
  blockedUntil?: string;
  blockedReason?: string;
}

interface Lease {
  owner: string;
  until: string;
}

export interface SyncReport {
  outcome: 'synced' | 'skipped' | 'blocked' | 'failed';
  reason?: string;
  teams: { inserted: number; updated: number };
  matches: { inserted: number; updated: number };
  history: number;
  extras: number;
  modelPredictions: number;
  /** Provider calls that failed without stopping the run (bad answer for one match, for example). */
  problems: string[];
}

export interface SyncLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** An operator's correction of a match that wins over the provider's data on every sync (issue #5). */
export interface FixtureOverride {
  homeGoals?: number | null;
  awayGoals?: number | null;
  kickoffAt?: Date | null;
}

/** Reads the corrections by match id (the predictions module's match_overrides). */
export type FixtureOverrides = (db: Executor) => Promise<Map<number, FixtureOverride>>;

export interface FootballSyncDeps {
  db: Database;
  clock: Clock;
  provider: FootballProvider;
  logger: SyncLogger;
  /** Identifies this process in the lease. */
  ownerId?: string;
  /** The reference data (clubs, ten seasons of results); tests may swap it. */
  reference?: () => Promise<EmbeddedData>;
  /** Operator corrections to apply over the provider's fixtures. */
  overrides?: FixtureOverrides;
}

type TeamMap = Map<string, TeamRow>;

function emptyReport(): SyncReport {
  return {
    outcome: 'synced',
    teams: { inserted: 0, updated: 0 },
    matches: { inserted: 0, updated: 0 },
    history: 0,
    extras: 0,
    modelPredictions: 0,
    problems: [],
  };
}

function isDue(last: string | undefined, everyMs: number, now: Date): boolean {
  return last === undefined || now.getTime() - Date.parse(last) >= everyMs;
}

function ms(date: Date | null | undefined): number | null {
  return date ? date.getTime() : null;
}

/** The fields of `wanted` that differ from `current` (dates by instant, JSON by value). */
function changes<T extends Record<string, unknown>>(current: T, wanted: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const next = wanted[key];
    const before = current[key];
    const same =
      next instanceof Date || before instanceof Date
        ? ms(next as Date | null) === ms(before as Date | null)
        : isDeepStrictEqual(next, before);
    if (!same) changed[key] = next;
  }
  return changed;
}

/**
 * An operator's result or kick-off wins over the provider's: a corrected result is final (FT unless the
 * provider already finished the match), a corrected kick-off replaces the provider's.
 */
function applyOverride(
  wanted: {
    kickoffAt: Date;
    status: MatchStatusCode;
    homeGoals: number | null;
    awayGoals: number | null;
    statusElapsed: number | null;
  },
  override: FixtureOverride,
): void {
  if (override.kickoffAt) wanted.kickoffAt = override.kickoffAt;
  if (typeof override.homeGoals === 'number' && typeof override.awayGoals === 'number') {
    wanted.homeGoals = override.homeGoals;
    wanted.awayGoals = override.awayGoals;
    if (!finished.has(wanted.status)) {
      wanted.status = 'FT';
      wanted.statusElapsed = null;
    }
  }
}

/**
 * Imports and updates the football tables from a provider (issue #4). Safe to run again and again: rows are
 * keyed by provider ids and written only when something differs, so a second run changes nothing. Safe with
 * several API processes: a lease in app_settings (taken under a transaction-level advisory lock) lets one process
 * run at a time, and every write transaction takes the same advisory lock. Provider calls happen outside
 * transactions; the provider client retries transient failures with back-off, and the sync pauses on a used-up
 * quota, a refused key or a refused plan.
 */
export class FootballSyncService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly provider: FootballProvider;
  private readonly logger: SyncLogger;
  private readonly ownerId: string;
  private readonly reference: () => Promise<EmbeddedData>;
  private readonly overrides: FixtureOverrides | undefined;

  constructor(deps: FootballSyncDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.provider = deps.provider;
    this.logger = deps.logger;
    this.ownerId = deps.ownerId ?? randomUUID();
    this.reference = deps.reference ?? embeddedData;
    this.overrides = deps.overrides;
  }

  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await repo.lock(tx, FOOTBALL_SYNC_LOCK_ID);
      return work(tx);
    });
  }

  /** Takes the run lease unless another live process holds it. */
  private async claimLease(now: Date): Promise<boolean> {
    return this.write(async (tx) => {
      const lease = await repo.getSetting<Lease>(tx, LEASE_KEY);
      if (lease && lease.owner !== this.ownerId && Date.parse(lease.until) > now.getTime()) return false;
      await repo.putSetting(
        tx,
        LEASE_KEY,
        { owner: this.ownerId, until: new Date(now.getTime() + LEASE_MS).toISOString() },
        now,
      );
      return true;
    });
  }

  private async releaseLease(): Promise<void> {
    await this.write(async (tx) => {
      const lease = await repo.getSetting<Lease>(tx, LEASE_KEY);
      if (lease?.owner === this.ownerId) await repo.deleteSetting(tx, LEASE_KEY);
    });
  }

  /** One sync run: reference data, competition, fixtures, extras, model win probabilities (each when due). */
  async syncOnce(): Promise<SyncReport> {
    const report = emptyReport();
    const startedAt = this.clock.now();
    if (!(await this.claimLease(startedAt))) {
      return { ...report, outcome: 'skipped', reason: 'another process is syncing' };
    }
    const storedState = await repo.getSetting<SyncState>(this.db, STATE_KEY);
    const state: SyncState =
      storedState?.provider === this.provider.name ? { ...storedState } : { provider: this.provider.name };
    try {
      if (state.blockedUntil && Date.parse(state.blockedUntil) > startedAt.getTime()) {
        return { ...report, outcome: 'blocked', reason: state.blockedReason ?? 'provider paused' };
      }
      delete state.blockedUntil;
      delete state.blockedReason;

      await this.syncReference(report);
      const league = await this.syncCompetition(state, report);
      if (!league) return { ...report, outcome: 'failed', reason: 'no league' };
      const teamMap = await this.teamMap();
      await this.syncFixtures(state, league, teamMap, report);
      await this.syncExtras(state, league, teamMap, report);
      await this.syncModel(state, league, report);
      return report;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return this.pauseFor(error, state, report);
    } finally {
      if (!isDeepStrictEqual(state, storedState)) {
        await this.write((tx) => repo.putSetting(tx, STATE_KEY, state, this.clock.now()));
      }
      await this.releaseLease();
    }
  }

  private pauseFor(error: ProviderError, state: SyncState, report: SyncReport): SyncReport {
    const now = this.clock.now();
    const pauseUntil = (until: Date) => {
      state.blockedUntil = until.toISOString();
      state.blockedReason = error.message;
    };
    switch (error.kind) {
      case 'daily-quota':
        pauseUntil(error.retryAt ?? new Date(now.getTime() + PLAN_PAUSE_MS));
        this.logger.warn(
          { until: state.blockedUntil },
          `football sync: ${error.message}; paused until the quota resets`,
        );
        return { ...report, outcome: 'blocked', reason: error.message };
      case 'auth':
        pauseUntil(new Date(now.getTime() + AUTH_PAUSE_MS));
        this.logger.error({ until: state.blockedUntil }, `football sync: ${error.message}; check API_FOOTBALL_KEY`);
        return { ...report, outcome: 'blocked', reason: error.message };
      case 'plan':
        pauseUntil(new Date(now.getTime() + PLAN_PAUSE_MS));
        this.logger.error({ until: state.blockedUntil }, `football sync: ${error.message}; check API_FOOTBALL_SEASON`);
        return { ...report, outcome: 'blocked', reason: error.message };
      default:
        // Transient and per-minute failures already had their retries; the next run tries again.
        this.logger.warn({ kind: error.kind }, `football sync stopped: ${error.message}`);
        return { ...report, outcome: 'failed', reason: error.message };
    }
  }

  /** Extras and per-match calls: a bad answer for one match is logged and skipped, anything else stops the run. */
  private async tolerate<T>(report: SyncReport, what: string, call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderError && (error.kind === 'request' || error.kind === 'invalid-response')) {
        report.problems.push(`${what}: ${error.message}`);
        this.logger.warn({ what }, `football sync: ${error.message}`);
        return undefined;
      }
      throw error;
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reference data: the 2023/24 clubs (names, colours, grounds) and ten earlier seasons, whatever the provider.

  private async syncReference(report: SyncReport): Promise<void> {
    const data = await this.reference();
    const now = this.clock.now();
    const existing = new Set((await repo.listTeams(this.db)).map((team) => team.slug));
    const missing = data.clubs.filter((club) => !existing.has(club.slug));
    const storedHistory = await repo.countHistoricalResults(this.db, 'openfootball');
    if (missing.length === 0 && storedHistory >= data.history.length) return;
    await this.write(async (tx) => {
      for (const club of missing) {
        await repo.insertTeam(tx, {
          slug: club.slug,
          name: club.name,
          shortName: club.shortName,
          code: club.code,
          primaryColor: club.colors.primary,
          secondaryColor: club.colors.secondary,
          venueName: club.venue,
          venueCity: club.city,
          createdAt: now,
          updatedAt: now,
        });
        report.teams.inserted += 1;
      }
      if (storedHistory < data.history.length) {
        report.history += await repo.insertHistoricalResults(
          tx,
          data.history.map((result) => ({
            source: 'openfootball' as const,
            sourceKey: result.sourceKey,
            season: result.season,
            playedOn: result.playedOn,
            homeTeamSlug: result.homeSlug,
            awayTeamSlug: result.awaySlug,
            homeGoals: result.homeGoals,
            awayGoals: result.awayGoals,
          })),
        );
      }
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // League, teams and rounds.

  private teamKey(team: TeamRow): string | undefined {
    if (this.provider.name === 'embedded') return team.slug;
    return team.apiFootballId === null ? undefined : String(team.apiFootballId);
  }

  private async teamMap(): Promise<TeamMap> {
    const map: TeamMap = new Map();
    for (const team of await repo.listTeams(this.db)) {
      const key = this.teamKey(team);
      if (key !== undefined) map.set(key, team);
    }
    return map;
  }

  private async syncCompetition(state: SyncState, report: SyncReport): Promise<LeagueRow | undefined> {
    const { leagueKey, season } = this.provider.competition;
    const stored = await repo.findLeague(this.db, this.provider.name, leagueKey);
    if (stored && !isDue(state.competitionAt, this.provider.cadence.competitionEveryMs, this.clock.now()))
      return stored;

    await this.provider.checkAccount?.();
    const league = await this.provider.getLeague();
    await this.provider.getRounds();
    const providerTeams = await this.provider.getTeams();
    const reference = await this.reference();
    const now = this.clock.now();

    const row = await this.write(async (tx) => {
      const wanted = {
        name: league.name,
        type: league.type,
        country: league.country,
        logoUrl: league.logoUrl,
        coverage: league.coverage as unknown,
      };
      let leagueRow = await repo.findLeague(tx, this.provider.name, leagueKey);
      if (!leagueRow) {
        leagueRow = await repo.insertLeague(tx, {
          provider: this.provider.name,
          providerLeagueId: leagueKey,
          ...wanted,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        const changed = changes(leagueRow, wanted);
        if (Object.keys(changed).length > 0) {
          await repo.updateLeague(tx, leagueRow.id, { ...changed, updatedAt: now });
          leagueRow = { ...leagueRow, ...changed };
        }
      }
      const teamIds = await this.mapTeams(tx, providerTeams, reference, report, now);
      const current = new Set(await repo.listLeagueTeamIds(tx, leagueRow.id, season));
      const wantedIds = new Set(teamIds);
      await repo.addLeagueTeams(
        tx,
        leagueRow.id,
        season,
        [...wantedIds].filter((id) => !current.has(id)),
      );
      await repo.removeLeagueTeams(
        tx,
        leagueRow.id,
        season,
        [...current].filter((id) => !wantedIds.has(id)),
      );
      return leagueRow;
    });
    state.competitionAt = now.toISOString();
    return row;
  }

  /** Finds or creates our team for each provider team; resolves with their ids. */
  private async mapTeams(
    tx: Executor,
    providerTeams: ProviderTeam[],
    reference: EmbeddedData,
    report: SyncReport,
    now: Date,
  ): Promise<number[]> {
    const teams = await repo.listTeams(tx);
    const clubs = new Map(reference.clubs.map((club) => [club.slug, club]));
    const ids: number[] = [];
    for (const providerTeam of providerTeams) {
      const byKey = teams.find((team) => this.teamKey(team) === providerTeam.key);
      let team = byKey;
      if (!team && this.provider.name !== 'embedded') {
        // Not linked yet: match by normalised name among our clubs that have no id from this provider.
        const candidates: NamedTeam<TeamRow>[] = teams
          .filter((candidate) => this.teamKey(candidate) === undefined)
          .map((candidate) => {
            const club = clubs.get(candidate.slug);
            const names = [candidate.name, candidate.shortName, candidate.slug.replace(/-/g, ' ')];
            if (club) names.push(club.fullName, club.altName);
            return { key: candidate, names };
          });
        team = matchTeamByName(providerTeam.name, candidates);
      }
      if (!team) {
        team = await repo.insertTeam(tx, {
          slug: `${this.provider.name}-${providerTeam.key}`,
          name: providerTeam.name,
          shortName: providerTeam.shortName ?? providerTeam.name,
          code: providerTeam.code,
          logoUrl: providerTeam.logoUrl,
          venueName: providerTeam.venueName,
          venueCity: providerTeam.venueCity,
          apiFootballId: this.provider.name === 'api-football' ? Number(providerTeam.key) : null,
          createdAt: now,
          updatedAt: now,
        });
        teams.push(team);
        report.teams.inserted += 1;
        ids.push(team.id);
        continue;
      }
      const wanted: Partial<TeamRow> =
        this.provider.name === 'embedded'
          ? {
              name: providerTeam.name,
              shortName: providerTeam.shortName ?? providerTeam.name,
              code: providerTeam.code,
              venueName: providerTeam.venueName,
              venueCity: providerTeam.venueCity,
            }
          : {
              // Our curated names, colours and grounds stay; the provider adds its id, crest and what we lack.
              apiFootballId: Number(providerTeam.key),
              logoUrl: providerTeam.logoUrl,
              code: team.code ?? providerTeam.code,
              venueName: team.venueName ?? providerTeam.venueName,
              venueCity: team.venueCity ?? providerTeam.venueCity,
            };
      const changed = changes(team, wanted);
      if (Object.keys(changed).length > 0) {
        await repo.updateTeam(tx, team.id, { ...changed, updatedAt: now });
        Object.assign(team, changed);
        report.teams.updated += 1;
      }
      ids.push(team.id);
    }
    return ids;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Fixtures, results and statuses.

  private async syncFixtures(state: SyncState, league: LeagueRow, teamMap: TeamMap, report: SyncReport) {
    const { season } = this.provider.competition;
    const cadence = this.provider.cadence;
    const now = this.clock.now();
    const existing = await repo.listProviderMatches(this.db, this.provider.name);
    const seasonMatches = existing.filter((match) => match.leagueId === league.id && match.season === season);

    let fixtures: ProviderFixture[] | undefined;
    if (seasonMatches.length === 0 || isDue(state.fixturesAt, cadence.fixturesEveryMs, now)) {
      fixtures = await this.provider.getFixtures();
      state.fixturesAt = now.toISOString();
    } else if (isDue(state.liveAt, cadence.liveFixturesEveryMs, now)) {
      const keys = seasonMatches
        .filter((match) => {
          const kickoff = match.kickoffAt.getTime();
          const around =
            kickoff <= now.getTime() + LIVE_WINDOW_BEFORE_MS && kickoff >= now.getTime() - LIVE_WINDOW_AFTER_MS;
          return live.has(match.status) || (around && !finished.has(match.status));
        })
        .map((match) => match.providerFixtureId);
      if (keys.length > 0) {
        fixtures = await this.provider.getFixtures(keys);
        state.liveAt = now.toISOString();
      }
    }
    if (!fixtures) return;

    const byKey = new Map(existing.map((match) => [match.providerFixtureId, match]));
    const overrides = this.overrides ? await this.overrides(this.db) : new Map<number, FixtureOverride>();
    const inserts: NewMatch[] = [];
    const updates: { id: number; values: Partial<NewMatch> }[] = [];
    for (const fixture of fixtures) {
      const home = teamMap.get(fixture.homeTeamKey);
      const away = teamMap.get(fixture.awayTeamKey);
      if (!home || !away) {
        report.problems.push(
          `fixture ${fixture.key}: unknown team ${home ? fixture.awayTeamKey : fixture.homeTeamKey}`,
        );
        continue;
      }
      const wanted = {
        leagueId: league.id,
        season,
        round: fixture.round,
        roundLabel: fixture.roundLabel,
        kickoffAt: fixture.kickoff,
        status: fixture.status,
        statusElapsed: fixture.elapsed,
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeGoals: fixture.goals.home,
        awayGoals: fixture.goals.away,
        htHomeGoals: fixture.halftime.home,
        htAwayGoals: fixture.halftime.away,
        venueName: fixture.venueName,
        referee: fixture.referee,
      };
      const current = byKey.get(fixture.key);
      const override = current ? overrides.get(current.id) : undefined;
      if (override) applyOverride(wanted, override);
      if (!current) {
        inserts.push({
          provider: this.provider.name,
          providerFixtureId: fixture.key,
          ...wanted,
          createdAt: now,
          updatedAt: now,
        });
        continue;
      }
      const changed = changes(current, wanted);
      if (Object.keys(changed).length > 0) updates.push({ id: current.id, values: { ...changed, updatedAt: now } });
    }
    if (inserts.length === 0 && updates.length === 0) return;
    await this.write(async (tx) => {
      await repo.insertMatches(tx, inserts);
      for (const update of updates) await repo.updateMatch(tx, update.id, update.values);
    });
    report.matches.inserted += inserts.length;
    report.matches.updated += updates.length;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lineups, injuries, statistics, provider predictions and head-to-head (only what the league's coverage has).

  private async syncExtras(state: SyncState, league: LeagueRow, teamMap: TeamMap, report: SyncReport) {
    const coverage = league.coverage as LeagueCoverage | null;
    if (!coverage || !Object.values(coverage).some(Boolean)) return;
    const cadence = this.provider.cadence;
    const { season } = this.provider.competition;
    const now = this.clock.now();
    const nowMs = now.getTime();
    const seasonMatches = await repo.listSeasonMatches(this.db, league.id, season);
    const extras = new Map(
      (
        await repo.listExtras(
          this.db,
          seasonMatches.map((match) => match.id),
        )
      ).map((row) => [row.matchId, row]),
    );
    const teamsById = new Map([...teamMap.values()].map((team) => [team.id, team]));
    const ourTeam = (key: string) => {
      const team = teamMap.get(key);
      return team ? { id: team.id, name: team.name, logo: team.logoUrl } : undefined;
    };
    const extraOf = (match: MatchRow): Partial<MatchExtrasRow> => extras.get(match.id) ?? {};
    const fetchedBefore = (at: Date | null | undefined, everyMs: number) => !at || nowMs - at.getTime() >= everyMs;
    const save = async (matchId: number, values: Partial<Omit<MatchExtrasRow, 'matchId' | 'updatedAt'>>) => {
      await this.write((tx) => repo.upsertExtras(tx, matchId, { ...values, updatedAt: now }));
      report.extras += 1;
    };
    const affordable = () => this.provider.canAffordExtras();

    if (coverage.lineups) {
      const due = seasonMatches.filter((match) => {
        const kickoff = match.kickoffAt.getTime();
        const lineups = extraOf(match).lineups as Lineup[] | null | undefined;
        return (
          nowMs >= kickoff - cadence.lineupsFromMs &&
          nowMs <= kickoff + cadence.lineupsUntilMs &&
          (lineups?.length ?? 0) < 2 &&
          fetchedBefore(extraOf(match).lineupsFetchedAt, cadence.lineupsEveryMs)
        );
      });
      for (const match of due.slice(0, MAX_MATCH_CALLS_PER_KIND)) {
        if (!affordable()) break;
        const lineups = await this.tolerate(report, `lineups of ${match.providerFixtureId}`, () =>
          this.provider.getLineups(match.providerFixtureId),
        );
        const mapped: Lineup[] = (lineups ?? []).flatMap((lineup) => {
          const team = ourTeam(lineup.team.key);
          return team ? [{ ...lineup, team: { ...team, colors: lineup.team.colors } }] : [];
        });
        await save(match.id, { lineups: mapped, lineupsFetchedAt: now });
      }
    }

    if (coverage.injuries && isDue(state.injuriesAt, cadence.injuriesEveryMs, now) && affordable()) {
      const due = seasonMatches.filter((match) => {
        const kickoff = match.kickoffAt.getTime();
        return notStarted.has(match.status) && kickoff >= nowMs && kickoff <= nowMs + cadence.injuriesWithinMs;
      });
      if (due.length > 0) {
        const injuries = await this.tolerate(report, 'injuries', () =>
          this.provider.getInjuries(due.map((match) => match.providerFixtureId)),
        );
        if (injuries) {
          for (const match of due) {
            const list: Injury[] = injuries
              .filter((injury) => injury.fixtureKey === match.providerFixtureId)
              .flatMap((injury) => {
                const team = ourTeam(injury.team.key);
                return team ? [{ team, player: injury.player }] : [];
              });
            if (!isDeepStrictEqual(list, extraOf(match).injuries) || !extraOf(match).injuriesFetchedAt) {
              await save(match.id, { injuries: list, injuriesFetchedAt: now });
            }
          }
        }
        state.injuriesAt = now.toISOString();
      }
    }

    if (coverage.statistics) {
      const due = seasonMatches.filter((match) => {
        const fetchedAt = extraOf(match).statisticsFetchedAt;
        if (live.has(match.status)) return fetchedBefore(fetchedAt, cadence.statisticsLiveEveryMs);
        // Once after the final whistle, for matches that just ended (not for a whole past season at import).
        const endedRecently = nowMs - match.kickoffAt.getTime() <= RECENT_STATISTICS_MS;
        const fetchedAfterEnd = fetchedAt && fetchedAt.getTime() >= match.updatedAt.getTime();
        return finished.has(match.status) && endedRecently && !fetchedAfterEnd;
      });
      for (const match of due.slice(0, MAX_MATCH_CALLS_PER_KIND)) {
        if (!affordable()) break;
        const statistics = await this.tolerate(report, `statistics of ${match.providerFixtureId}`, () =>
          this.provider.getStatistics(match.providerFixtureId),
        );
        const mapped: TeamStatistics[] = (statistics ?? []).flatMap((entry) => {
          const team = ourTeam(entry.team.key);
          return team ? [{ team, statistics: entry.statistics }] : [];
        });
        await save(match.id, { statistics: mapped.length > 0 ? mapped : null, statisticsFetchedAt: now });
      }
    }

    if (coverage.predictions) {
      const due = seasonMatches.filter((match) => {
        const kickoff = match.kickoffAt.getTime();
        return (
          notStarted.has(match.status) &&
          kickoff >= nowMs &&
          kickoff <= nowMs + cadence.predictionsWithinMs &&
          fetchedBefore(extraOf(match).winPredictionFetchedAt, cadence.predictionsEveryMs)
        );
      });
      for (const match of due.slice(0, MAX_MATCH_CALLS_PER_KIND)) {
        if (!affordable()) break;
        const prediction = await this.tolerate(report, `prediction of ${match.providerFixtureId}`, () =>
          this.provider.getWinProbability(match.providerFixtureId),
        );
        if (!prediction) {
          await save(match.id, { winPredictionFetchedAt: now });
          continue;
        }
        const winnerTeam = prediction.winner?.teamKey ? teamMap.get(prediction.winner.teamKey) : undefined;
        const value: WinPrediction = {
          source: 'provider',
          predictions: {
            winner: prediction.winner
              ? {
                  id: winnerTeam?.id ?? null,
                  name: winnerTeam?.name ?? prediction.winner.name,
                  comment: prediction.winner.comment,
                }
              : null,
            advice: prediction.advice,
            percent: prediction.percent,
          },
          updatedAt: now.toISOString(),
        };
        await save(match.id, { winPrediction: value, winPredictionFetchedAt: now });
      }
    }

    if (coverage.headToHead) {
      const due = seasonMatches.filter((match) => {
        const kickoff = match.kickoffAt.getTime();
        return (
          notStarted.has(match.status) &&
          kickoff >= nowMs &&
          kickoff <= nowMs + cadence.headToHeadWithinMs &&
          !extraOf(match).headToHeadFetchedAt
        );
      });
      for (const match of due.slice(0, MAX_MATCH_CALLS_PER_KIND)) {
        if (!affordable()) break;
        const home = teamsById.get(match.homeTeamId);
        const away = teamsById.get(match.awayTeamId);
        const homeKey = home && this.teamKey(home);
        const awayKey = away && this.teamKey(away);
        if (!homeKey || !awayKey) continue;
        const results = await this.tolerate(report, `head-to-head of ${match.providerFixtureId}`, () =>
          this.provider.getHeadToHead(homeKey, awayKey),
        );
        await this.write(async (tx) => {
          const rows = (results ?? []).flatMap((result) => {
            const resultHome = teamMap.get(result.homeTeamKey);
            const resultAway = teamMap.get(result.awayTeamKey);
            if (!resultHome || !resultAway) return [];
            return [
              {
                source: 'api-football' as const,
                sourceKey: result.key,
                season: result.season,
                playedOn: result.playedOn,
                kickoffAt: result.kickoff,
                homeTeamSlug: resultHome.slug,
                awayTeamSlug: resultAway.slug,
                homeGoals: result.homeGoals,
                awayGoals: result.awayGoals,
              },
            ];
          });
          report.history += await repo.insertHistoricalResults(tx, rows);
          await repo.upsertExtras(tx, match.id, { headToHeadFetchedAt: now, updatedAt: now });
        });
        report.extras += 1;
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Our model's win probabilities, for every match the provider has no prediction for.

  private async syncModel(state: SyncState, league: LeagueRow, report: SyncReport) {
    const { season, seasonLabel } = this.provider.competition;
    const seasonMatches = await repo.listSeasonMatches(this.db, league.id, season);
    if (seasonMatches.length === 0) return;
    const offsetMs = (await this.provider.realTimeOffsetMs?.()) ?? 0;
    const isOver = (match: MatchRow) =>
      finished.has(match.status) && match.homeGoals !== null && match.awayGoals !== null;
    const fingerprint = createHash('sha256')
      .update(`${this.provider.name}:${offsetMs}:`)
      .update(
        seasonMatches
          .map(
            (match) =>
              `${match.id}/${match.homeTeamId}/${match.awayTeamId}/${isOver(match) ? `${match.homeGoals}-${match.awayGoals}` : '-'}`,
          )
          .join(','),
      )
      .digest('hex');
    if (state.modelFingerprint === fingerprint) return;

    const reference = await this.reference();
    const slugs = new Map((await repo.listTeams(this.db)).map((team) => [team.id, team.slug]));
    const history: MatchResult[] = reference.history
      .map((result) => ({
        date: result.playedOn,
        home: result.homeSlug,
        away: result.awaySlug,
        homeGoals: result.homeGoals,
        awayGoals: result.awayGoals,
        season: result.season,
      }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const fixtures: ModelFixture[] = seasonMatches.map((match) => ({
      matchId: match.id,
      kickoffUtc: new Date(match.kickoffAt.getTime() - offsetMs).toISOString(),
      home: slugs.get(match.homeTeamId) ?? `team-${match.homeTeamId}`,
      away: slugs.get(match.awayTeamId) ?? `team-${match.awayTeamId}`,
      season: seasonLabel,
      ...(isOver(match) ? { score: { ft: [match.homeGoals ?? 0, match.awayGoals ?? 0] as [number, number] } } : {}),
    }));
    let percents: Map<number, { home: string; draw: string; away: string }>;
    try {
      percents = modelWinPercents(history, fixtures);
    } catch (error) {
      // A model failure must not stop the sync of results; it is retried when the results change.
      const message = error instanceof Error ? error.message : String(error);
      report.problems.push(`win-probability model: ${message}`);
      this.logger.error({ err: error }, 'football sync: the win-probability model failed');
      state.modelFingerprint = fingerprint;
      return;
    }

    const now = this.clock.now();
    const extras = new Map(
      (
        await repo.listExtras(
          this.db,
          seasonMatches.map((match) => match.id),
        )
      ).map((row) => [row.matchId, row]),
    );
    const writes: { matchId: number; value: WinPrediction }[] = [];
    for (const match of seasonMatches) {
      const percent = percents.get(match.id);
      if (!percent) continue;
      const current = extras.get(match.id)?.winPrediction as WinPrediction | null | undefined;
      if (current?.source === 'provider') continue;
      if (current && isDeepStrictEqual(current.predictions.percent, percent)) continue;
      writes.push({
        matchId: match.id,
        value: { source: 'model', predictions: { winner: null, advice: null, percent }, updatedAt: now.toISOString() },
      });
    }
    if (writes.length > 0) {
      await this.write(async (tx) => {
        for (const { matchId, value } of writes) {
          await repo.upsertExtras(tx, matchId, { winPrediction: value, winPredictionFetchedAt: now, updatedAt: now });
        }
      });
    }
    report.modelPredictions += writes.length;
    state.modelFingerprint = fingerprint;
  }
}
