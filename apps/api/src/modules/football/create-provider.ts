import type { Clock } from '@scoreline/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FootballProviderName } from '../../db/schema';
import { ApiFootballClient, type ApiFootballClientOptions } from './providers/api-football/api-football.client';
import { ApiFootballProvider } from './providers/api-football/api-football.provider';
import {
  EMBEDDED_COMPETITION_KEY,
  EmbeddedSeasonProvider,
  type ReplayState,
  type ReplayStateStore,
} from './providers/embedded/embedded.provider';
import { embeddedCompetitionSources } from './providers/embedded/competition-files';
import { EmbeddedCompetitionProvider } from './providers/embedded/embedded-competition.provider';
import type { FootballProvider } from './providers/provider';
import { matchCorrectionsRepository } from './match-corrections.repository';
import { syncRepository } from './sync/sync.repository';

/** app_settings key of the replay decision (modules/football/providers/embedded/replay-calendar.ts). */
export const REPLAY_SETTING_KEY = 'football.replay';

/** The competition the pages show: the provider's league and season (issue #4). */
export interface ActiveCompetition {
  provider: FootballProviderName;
  competitionKey: string;
  season: number;
}

export function activeCompetition(config: Config): ActiveCompetition {
  if (config.apiFootballKey) {
    return {
      provider: 'api-football',
      competitionKey: String(config.apiFootballLeague),
      season: config.apiFootballSeason,
    };
  }
  return { provider: 'embedded', competitionKey: EMBEDDED_COMPETITION_KEY, season: 2023 };
}

/**
 * The replay decision in app_settings, so that restarts (and other processes) keep the same calendar: the default
 * competition's under REPLAY_SETTING_KEY, another embedded competition's under its own key.
 */
export function replayStateStore(db: Database, clock: Clock, key: string = REPLAY_SETTING_KEY): ReplayStateStore {
  return {
    load: () => syncRepository.getSetting<ReplayState>(db, key),
    save: async (state, { replace }) => {
      if (!replace) return syncRepository.putSettingIfAbsent(db, key, state, clock.now());
      await syncRepository.putSetting(db, key, state, clock.now());
      return state;
    },
  };
}

/** A competition played beside the default one: its provider and the key its sync job and state go by. */
export type CompetitionProvider = FootballProvider & { readonly slug: string };

/**
 * The competitions played beside the default one (issue 58, ADR 101). Embedded (EMBEDDED_COMPETITIONS): each replays
 * from its first stage when the replay is on (REPLAY_ROUND is the default competition's), with its own stored
 * decision, so each has its own next matchday. With API-Football (API_FOOTBALL_LEAGUES): one provider per league and
 * season on the default provider's client, so every competition spends one daily quota and one per-minute pace.
 */
export function createCompetitionProviders(
  config: Config,
  db: Database,
  clock: Clock,
  defaultProvider: FootballProvider,
): CompetitionProvider[] {
  if (config.apiFootballKey) {
    if (!(defaultProvider instanceof ApiFootballProvider)) return [];
    const client = defaultProvider.apiClient;
    return config.apiFootballLeagues.map(({ league, season }) =>
      Object.assign(new ApiFootballProvider({ client, league, season }), {
        slug: `api-football-${league}-${season}`,
      }),
    );
  }
  return embeddedCompetitionSources
    .filter((source) => config.embeddedCompetitions.includes(source.slug))
    .map(
      (source) =>
        new EmbeddedCompetitionProvider({
          source,
          clock,
          replayRound: config.replayRound === null ? null : (config.embeddedReplayStages[source.slug] ?? 1),
          store: replayStateStore(db, clock, `${REPLAY_SETTING_KEY}:${source.slug}`),
          movedKickoffs: () => matchCorrectionsRepository.movedKickoffs(db, 'embedded'),
        }),
    );
}

export interface ProviderOverrides {
  /** Options of the API-Football client (tests: no pacing, a fake sleep). */
  apiFootball?: Partial<ApiFootballClientOptions>;
}

/** API-Football when API_FOOTBALL_KEY is set, else the embedded season (the default, no network). */
export function createFootballProvider(
  config: Config,
  db: Database,
  clock: Clock,
  overrides: ProviderOverrides = {},
): FootballProvider {
  if (config.apiFootballKey) {
    const client = new ApiFootballClient({
      baseUrl: config.apiFootballBaseUrl,
      apiKey: config.apiFootballKey,
      keyHeader: config.apiFootballKeyHeader,
      host: config.apiFootballHost,
      clock,
      ...overrides.apiFootball,
    });
    return new ApiFootballProvider({ client, league: config.apiFootballLeague, season: config.apiFootballSeason });
  }
  return new EmbeddedSeasonProvider({
    clock,
    replayRound: config.replayRound,
    store: replayStateStore(db, clock),
    movedKickoffs: () => matchCorrectionsRepository.movedKickoffs(db, 'embedded'),
  });
}
