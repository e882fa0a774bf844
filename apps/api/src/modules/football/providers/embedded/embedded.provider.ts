import { replayedMatchAt, type Clock } from '@scoreline/domain';
import type {
  FootballProvider,
  CompetitionCoverage,
  ProviderFixture,
  ProviderCompetition,
  ProviderPastResult,
  ProviderTeam,
  SyncCadence,
} from '../provider';
import { embeddedData, replayScriptOf, type EmbeddedData } from './embedded-data';
import { decideReplayShiftMs, type ReplayStateStore } from './replay-decision';

export type { ReplayState, ReplayStateStore } from './replay-decision';

export interface EmbeddedProviderOptions {
  clock: Clock;
  /** REPLAY_ROUND: the matchday made current at first start, or null to keep the real 2023/24 dates. */
  replayRound: number | null;
  store: ReplayStateStore;
  /** Overrides the data set (tests). */
  data?: () => Promise<EmbeddedData>;
  /**
   * Kick-offs an operator moved, by fixture key: such a match is played from its new kick-off (a replay has no
   * other world to disagree with the operator). None by default.
   */
  movedKickoffs?: () => Promise<ReadonlyMap<string, Date>>;
}

export const EMBEDDED_COMPETITION_KEY = 'premier-league';

export const noCoverage: CompetitionCoverage = {
  lineups: false,
  injuries: false,
  statistics: false,
  predictions: false,
  headToHead: false,
};

/** Everything is local: the sync may read it every run. */
export const embeddedCadence: SyncCadence = {
  competitionEveryMs: 0,
  fixturesEveryMs: 0,
  liveFixturesEveryMs: 0,
  lineupsFromMs: 0,
  lineupsUntilMs: 0,
  lineupsEveryMs: 0,
  injuriesWithinMs: 0,
  injuriesEveryMs: 0,
  statisticsLiveEveryMs: 0,
  predictionsWithinMs: 0,
  predictionsEveryMs: 0,
  headToHeadWithinMs: 0,
};

/**
 * The default provider: the Premier League 2023/24 from data/, replayed on today's calendar (replay-calendar.ts).
 * It has no lineups, injuries, statistics or provider predictions (win probabilities come from our model, computed
 * by the sync); head-to-head comes from the ten earlier seasons (`historicalResults`).
 */
export class EmbeddedSeasonProvider implements FootballProvider {
  readonly name = 'embedded' as const;
  readonly competition = { competitionKey: EMBEDDED_COMPETITION_KEY, season: 2023, seasonLabel: '2023/24' };
  readonly cadence = embeddedCadence;
  private readonly load: () => Promise<EmbeddedData>;

  constructor(private readonly options: EmbeddedProviderOptions) {
    this.load = options.data ?? embeddedData;
  }

  async getCompetition(): Promise<ProviderCompetition> {
    const data = await this.load();
    return {
      key: EMBEDDED_COMPETITION_KEY,
      name: data.competition.name,
      type: 'League',
      country: 'England',
      logoUrl: null,
      coverage: noCoverage,
    };
  }

  async getTeams(): Promise<ProviderTeam[]> {
    const data = await this.load();
    return data.clubs.map((club) => ({
      key: club.slug,
      name: club.name,
      shortName: club.shortName,
      code: club.code,
      logoUrl: null,
      venueName: club.venue,
      venueCity: club.city,
    }));
  }

  async getRounds(): Promise<string[]> {
    const data = await this.load();
    return Array.from({ length: data.competition.matchdays }, (_, index) => `Regular Season - ${index + 1}`);
  }

  /** The replay shift in ms: decided at first start (or when REPLAY_ROUND changes) and stored. */
  async replayShiftMs(): Promise<number> {
    return decideReplayShiftMs(this.options, async () =>
      (await this.load()).fixtures.map((fixture) => ({
        matchday: fixture.matchday,
        kickoffMs: Date.parse(fixture.kickoffUtc),
      })),
    );
  }

  async realTimeOffsetMs(): Promise<number> {
    return this.replayShiftMs();
  }

  async getFixtures(keys?: readonly string[]): Promise<ProviderFixture[]> {
    const data = await this.load();
    const shiftMs = await this.replayShiftMs();
    const nowMs = this.options.clock.now().getTime();
    const wanted = keys ? new Set(keys) : undefined;
    const clubs = new Map(data.clubs.map((club) => [club.slug, club]));
    const moved = (await this.options.movedKickoffs?.()) ?? new Map<string, Date>();
    return data.fixtures
      .filter((fixture) => !wanted || wanted.has(String(fixture.id)))
      .map((fixture) => {
        const kickoffMs = Date.parse(fixture.kickoffUtc) + shiftMs;
        // Goals at their minutes when the data has them, else what the scores tell (packages/domain, ADR 066).
        const playedFromMs = moved.get(String(fixture.id))?.getTime() ?? kickoffMs;
        const state = replayedMatchAt(replayScriptOf(fixture), nowMs - playedFromMs);
        return {
          key: String(fixture.id),
          round: fixture.matchday,
          roundLabel: fixture.round,
          kickoff: new Date(kickoffMs),
          status: state.status,
          elapsed: state.elapsed,
          homeTeamKey: fixture.home,
          awayTeamKey: fixture.away,
          goals: state.goals,
          halftime: state.halftime,
          // openfootball has no venues: the home club's ground (a real fact from data/clubs). No referees.
          venueName: clubs.get(fixture.home)?.venue ?? null,
          referee: null,
          // A league's matchdays (issue 58); a league match ends after 90 minutes.
          stage: { key: `matchday-${fixture.matchday}`, kind: 'league', group: null, leg: null, tieKey: null },
          regularTime: state.status === 'FT' ? state.goals : { home: null, away: null },
        };
      });
  }

  async getLineups(): Promise<[]> {
    return [];
  }

  async getInjuries(): Promise<[]> {
    return [];
  }

  async getStatistics(): Promise<[]> {
    return [];
  }

  async getWinProbability(): Promise<null> {
    return null;
  }

  /** The ten earlier seasons between the two clubs (the sync stores them all at once: `historicalResults`). */
  async getHeadToHead(teamKeyA: string, teamKeyB: string): Promise<ProviderPastResult[]> {
    const history = await this.historicalResults();
    return history.filter(
      (result) =>
        (result.homeTeamKey === teamKeyA && result.awayTeamKey === teamKeyB) ||
        (result.homeTeamKey === teamKeyB && result.awayTeamKey === teamKeyA),
    );
  }

  /** Every result of 2013/14–2022/23 (openfootball), for head-to-head and the win-probability model. */
  async historicalResults(): Promise<ProviderPastResult[]> {
    const data = await this.load();
    return data.history.map((result) => ({
      key: result.sourceKey,
      season: result.season,
      playedOn: result.playedOn,
      kickoff: null,
      homeTeamKey: result.homeSlug,
      awayTeamKey: result.awaySlug,
      homeGoals: result.homeGoals,
      awayGoals: result.awayGoals,
    }));
  }

  canAffordExtras(): boolean {
    return true;
  }
}
