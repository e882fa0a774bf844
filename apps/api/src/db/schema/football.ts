import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  matchStatusCodes,
  type Injury,
  type Lineup,
  type TeamStatistics,
  type WinPrediction,
} from '@scoreline/contracts';

/** Which extras a provider has for a competition's season (API-Football `seasons[].coverage`). */
export interface CompetitionCoverage {
  lineups: boolean;
  injuries: boolean;
  statistics: boolean;
  predictions: boolean;
  headToHead: boolean;
}

/**
 * Football data (issue #4). Pages read these tables only; the sync job (modules/football/sync.service.ts)
 * fills them from a provider. Every provider row is keyed by (provider, provider id) so a sync upserts.
 */

export const footballProviders = ['embedded', 'api-football'] as const;
export type FootballProviderName = (typeof footballProviders)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/**
 * A football competition (spec §3 calls it League {id, name, type}; in the code "league" now means only a private
 * league of players, issue 9). The API paths of spec §7 (`/match/api/leagues`) keep their names.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: footballProviders }).notNull(),
    providerCompetitionId: text('provider_competition_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    country: text('country'),
    logoUrl: text('logo_url'),
    /** API-Football `seasons[].coverage` of the synced season: which extras the provider has. */
    coverage: jsonb('coverage').$type<CompetitionCoverage>(),
    ...timestamps,
  },
  (table) => [uniqueIndex('competitions_provider_key').on(table.provider, table.providerCompetitionId)],
);

/** What shape a competition has (issue 56): a league season, a cup, a tournament (groups then knockouts). */
export const competitionKind = pgEnum('competition_kind', ['league', 'cup', 'tournament']);
/** The points rule a competition-season scores by: 'standard' is spec §9's 5/3/2 (@scoreline/domain scorePrediction). */
export const ruleSet = pgEnum('rule_set', ['standard']);

/**
 * A competition's season, the key of everything played and counted (issue 56, docs/decisions/096): matches carry
 * (competition_id, season), and so does every aggregate, ranking scope, badge run and cache key. `slug` names it in
 * URLs and settings ('premier-league-2023-24'). Written by the football sync with the competition's matches.
 */
export const competitionSeasons = pgTable(
  'competition_seasons',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** API-Football's 4-digit season key (2023 = 2023/24), as `matches.season`. */
    season: integer('season').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: competitionKind('kind').notNull(),
    ruleSet: ruleSet('rule_set').notNull().default('standard'),
    /** Issue 59 (docs/decisions/108): whether its players may play a joker each stage (on by default). */
    jokers: boolean('jokers').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.season] }),
    uniqueIndex('competition_seasons_slug_key').on(table.slug),
  ],
);

/**
 * What a stage of a competition is (issue 58, docs/decisions/101): league matchdays (a league, or a cup's league
 * phase), group-stage matchdays, knockout rounds.
 */
export const stageKind = pgEnum('stage_kind', ['league', 'group', 'knockout']);

/**
 * A club. `slug` is our stable key (the openfootball id for the 2023/24 clubs, e.g. 'arsenal'); provider ids
 * sit beside it. Colours and code come from data/clubs; a provider adds its logo.
 */
export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    code: text('code'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    logoUrl: text('logo_url'),
    /** A national team's flag emoji, as the data gives it (worldcup-2026.teams.json); null for clubs. */
    flag: text('flag'),
    venueName: text('venue_name'),
    venueCity: text('venue_city'),
    apiFootballId: integer('api_football_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('teams_slug_key').on(table.slug),
    uniqueIndex('teams_api_football_id_key').on(table.apiFootballId),
  ],
);

/** Which clubs play a competition's season (GET /match/api/leagues/{leagueId}/teams). */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.teamId] })],
);

/**
 * spec §3 Match. `round` is the matchday (a rescheduled match keeps its matchday and carries its played date); in a
 * competition with stages (issue 58, docs/decisions/101) it is the stage's order and `round_label` its name, beside the
 * stage's stable key and kind. `home_goals`/`away_goals` stay the score predictions are scored on (ADR 059: after
 * extra time, never the shoot-out); `regular_*` is the score after 90 minutes and `penalty_*` the shoot-out's.
 */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: footballProviders }).notNull(),
    providerFixtureId: text('provider_fixture_id').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    /** API-Football's 4-digit season key (2023 = 2023/24). */
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    roundLabel: text('round_label').notNull(),
    /** 'matchday-3', 'group-stage-2', 'round-of-16' (@scoreline/domain `competitionStages`); null if not known. */
    stageKey: text('stage_key'),
    stageKind: stageKind('stage_kind'),
    /** 'Group A' for a group-stage match. */
    groupName: text('group_name'),
    /** 1 or 2 in a two-legged tie, with the key both legs share. */
    leg: smallint('leg'),
    tieKey: text('tie_key'),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: matchStatusCodes }).notNull(),
    statusElapsed: integer('status_elapsed'),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    htHomeGoals: integer('ht_home_goals'),
    htAwayGoals: integer('ht_away_goals'),
    /** The score after 90 minutes, once the match is over; differs from the goals after extra time. */
    regularHomeGoals: integer('regular_home_goals'),
    regularAwayGoals: integer('regular_away_goals'),
    /** The shoot-out's score when there was one and the source gives it. */
    penaltyHomeGoals: integer('penalty_home_goals'),
    penaltyAwayGoals: integer('penalty_away_goals'),
    venueName: text('venue_name'),
    referee: text('referee'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('matches_provider_fixture_key').on(table.provider, table.providerFixtureId),
    // GET /match?round=n and the round info.
    index('matches_season_round_idx').on(table.competitionId, table.season, table.round, table.kickoffAt),
    // The current round (next match to finish) and GET /match/home (next fixtures).
    index('matches_season_kickoff_idx').on(table.competitionId, table.season, table.kickoffAt),
    // last_games: each side's previous results.
    index('matches_home_team_idx').on(table.homeTeamId, table.kickoffAt),
    index('matches_away_team_idx').on(table.awayTeamId, table.kickoffAt),
  ],
);

/**
 * What a provider knows about a match beyond the fixture (spec §3 Lineup, Injury, Statistics, Win prediction),
 * stored as the API's own shapes. A null column was never fetched (or the provider has none); `*_fetched_at`
 * drives the provider's call cadence.
 */
export const matchExtras = pgTable('match_extras', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  lineups: jsonb('lineups').$type<Lineup[]>(),
  lineupsFetchedAt: timestamp('lineups_fetched_at', { withTimezone: true, mode: 'date' }),
  injuries: jsonb('injuries').$type<Injury[]>(),
  injuriesFetchedAt: timestamp('injuries_fetched_at', { withTimezone: true, mode: 'date' }),
  statistics: jsonb('statistics').$type<TeamStatistics[]>(),
  statisticsFetchedAt: timestamp('statistics_fetched_at', { withTimezone: true, mode: 'date' }),
  winPrediction: jsonb('win_prediction').$type<WinPrediction>(),
  winPredictionFetchedAt: timestamp('win_prediction_fetched_at', { withTimezone: true, mode: 'date' }),
  /** When the provider's head-to-head of this match's two clubs was last imported into historical_results. */
  headToHeadFetchedAt: timestamp('head_to_head_fetched_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Past results for head-to-head (spec §3): the ten seasons before 2023/24 from data/openfootball (source
 * 'openfootball', dates only) and, with API-Football, its head-to-head fixtures (source 'api-football').
 * Clubs are referred to by slug because most of these clubs have no row in `teams` (relegated long ago).
 */
export const historicalResults = pgTable(
  'historical_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: ['openfootball', 'api-football'] }).notNull(),
    /** Unique within the source: 'date:home:away' for openfootball, the fixture id for API-Football. */
    sourceKey: text('source_key').notNull(),
    season: text('season'),
    /** The UK calendar date of the match. */
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }),
    homeTeamSlug: text('home_team_slug').notNull(),
    awayTeamSlug: text('away_team_slug').notNull(),
    homeGoals: integer('home_goals').notNull(),
    awayGoals: integer('away_goals').notNull(),
  },
  (table) => [
    uniqueIndex('historical_results_source_key').on(table.source, table.sourceKey),
    // Head-to-head looks up (a, b) and (b, a): both are prefix scans of this index.
    index('historical_results_pair_idx').on(table.homeTeamSlug, table.awayTeamSlug, sql`${table.playedOn} desc`),
  ],
);

/** Operator corrections that win over the provider's data on every later sync (issue #5; rule in packages/domain). */
export const matchOverrides = pgTable('match_overrides', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  homeGoals: smallint('home_goals'),
  awayGoals: smallint('away_goals'),
  kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }),
  /** issue 13: the score an operator entered while the match is played, until the provider reports it itself. */
  liveHomeGoals: smallint('live_home_goals'),
  liveAwayGoals: smallint('live_away_goals'),
  liveElapsed: smallint('live_elapsed'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
