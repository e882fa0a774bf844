import type { Injury, Lineup, MatchStatusCode, TeamStatistics } from '@scoreline/contracts';
import type { CompetitionCoverage, FootballProviderName, stageKind } from '../../../db/schema';

/**
 * What the sync job needs from a source of football data (issue #4): fixtures and rounds, results and status,
 * teams and competitions, lineups, injuries, statistics, win probabilities and head-to-head. Providers speak in their
 * own ids ("keys", strings); the sync maps them to Scoreline ids. Pages never call a provider.
 */

export type { CompetitionCoverage };

export interface ProviderCompetition {
  key: string;
  name: string;
  type: string;
  country: string | null;
  logoUrl: string | null;
  coverage: CompetitionCoverage;
}

export interface ProviderTeam {
  key: string;
  name: string;
  /** Known for the embedded clubs; API-Football only gives `name`. */
  shortName: string | null;
  code: string | null;
  logoUrl: string | null;
  venueName: string | null;
  venueCity: string | null;
  /** A national team's flag emoji (the embedded World Cup); absent for clubs. */
  flag?: string | null;
}

export interface ProviderScore {
  home: number | null;
  away: number | null;
}

export interface ProviderFixture {
  key: string;
  /** The matchday (1-based). */
  round: number;
  /** The provider's round label, e.g. 'Regular Season - 27'. */
  roundLabel: string;
  kickoff: Date;
  status: MatchStatusCode;
  elapsed: number | null;
  homeTeamKey: string;
  awayTeamKey: string;
  goals: ProviderScore;
  halftime: ProviderScore;
  venueName: string | null;
  referee: string | null;
  /**
   * The match's stage (issue 58, docs/decisions/101); absent when the provider does not say this time (the sync then
   * keeps the stored one): API-Football's come from the whole season's fixtures, not from a refresh of some by id.
   */
  stage?: ProviderStage;
  /** Once over: the score after 90 minutes, and the shoot-out's when there was one (absent: unknown). */
  regularTime?: ProviderScore;
  penalties?: ProviderScore;
}

/** A match's place in its competition (@scoreline/domain `competitionStages`). */
export interface ProviderStage {
  key: string;
  kind: (typeof stageKind.enumValues)[number];
  group: string | null;
  leg: 1 | 2 | null;
  tieKey: string | null;
}

/** A team as the provider names it inside an extra; the sync swaps in our team. */
export interface ProviderTeamRef {
  key: string;
}

export type ProviderLineup = Omit<Lineup, 'team'> & { team: ProviderTeamRef & { colors: Lineup['team']['colors'] } };
export type ProviderInjury = Omit<Injury, 'team'> & { team: ProviderTeamRef; fixtureKey: string };
export type ProviderTeamStatistics = Omit<TeamStatistics, 'team'> & { team: ProviderTeamRef };

export interface ProviderWinProbability {
  winner: { teamKey: string | null; name: string; comment: string | null } | null;
  advice: string | null;
  percent: { home: string; draw: string; away: string };
}

/** A finished match between two clubs (head-to-head history). */
export interface ProviderPastResult {
  /** Unique within the provider (a fixture id). */
  key: string;
  season: string | null;
  /** UK calendar date, YYYY-MM-DD. */
  playedOn: string;
  kickoff: Date | null;
  homeTeamKey: string;
  awayTeamKey: string;
  homeGoals: number;
  awayGoals: number;
}

/** How often the sync may ask for each kind of data (ms); extras are asked per match. */
export interface SyncCadence {
  /** League, teams and rounds. */
  competitionEveryMs: number;
  /** The whole season's fixtures (results, statuses, re-dated matches). */
  fixturesEveryMs: number;
  /** Matches around their kick-off, while any is live or about to start. */
  liveFixturesEveryMs: number;
  /** Lineups are looked for from this long before kick-off until `lineupsUntilMs` after it... */
  lineupsFromMs: number;
  lineupsUntilMs: number;
  /** ...at most this often per match. */
  lineupsEveryMs: number;
  /** Injuries of the matches kicking off within `injuriesWithinMs`, at most every `injuriesEveryMs`. */
  injuriesWithinMs: number;
  injuriesEveryMs: number;
  /** Statistics while live at most this often, and once more after the final whistle. */
  statisticsLiveEveryMs: number;
  /** Provider predictions for matches kicking off within this window, refreshed at most this often. */
  predictionsWithinMs: number;
  predictionsEveryMs: number;
  /** Head-to-head once per match kicking off within this window. */
  headToHeadWithinMs: number;
}

export interface FootballProvider {
  readonly name: FootballProviderName;
  /** The competition this provider serves (the provider's league key and 4-digit season). */
  readonly competition: {
    competitionKey: string;
    season: number;
    seasonLabel: string;
    /** The competition-season's slug when the provider names it (the embedded competitions, ADR 101). */
    slug?: string;
  };
  readonly cadence: SyncCadence;
  getCompetition(): Promise<ProviderCompetition>;
  getTeams(): Promise<ProviderTeam[]>;
  /** Round labels in order (index + 1 = matchday). */
  getRounds(): Promise<string[]>;
  /** The season's fixtures, or only those with the given keys (at most 20). */
  getFixtures(keys?: readonly string[]): Promise<ProviderFixture[]>;
  getLineups(fixtureKey: string): Promise<ProviderLineup[]>;
  /** Injuries and suspensions of the given fixtures (at most 20). */
  getInjuries(fixtureKeys: readonly string[]): Promise<ProviderInjury[]>;
  getStatistics(fixtureKey: string): Promise<ProviderTeamStatistics[]>;
  getWinProbability(fixtureKey: string): Promise<ProviderWinProbability | null>;
  getHeadToHead(teamKeyA: string, teamKeyB: string): Promise<ProviderPastResult[]>;
  /**
   * Whether there is budget left for optional calls (extras) today; essential calls (fixtures) go on until the
   * provider refuses them.
   */
  canAffordExtras(): boolean;
  /** Reads the account's quota before a day's work (API-Football `status`, free of quota). */
  checkAccount?(): Promise<void>;
  /**
   * How far this provider's kick-offs are moved from when the matches were really played (the replay's shift),
   * so that the win-probability model sees the real order of results. 0 when not given.
   */
  realTimeOffsetMs?(): Promise<number>;
}

/** Why a provider call failed; the sync decides from the kind whether and when to try again. */
export type ProviderErrorKind =
  /** The key is missing or wrong (API-Football `errors.token`). */
  | 'auth'
  /** The daily quota is used up (`errors.requests`): no more calls until the next day. */
  | 'daily-quota'
  /** Too many calls this minute (`errors.rateLimit` or HTTP 429). */
  | 'rate-limit'
  /** The plan does not cover this season or date (`errors.plan`). */
  | 'plan'
  /** The provider rejected the parameters (any other `errors` key). */
  | 'request'
  /** Network failure, time-out or a 5xx/499: worth retrying. */
  | 'transient'
  /** The answer did not have the documented shape. */
  | 'invalid-response';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** When a new call may succeed (rate-limit: the next minute; daily-quota: the next UTC day). */
    readonly retryAt?: Date,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
