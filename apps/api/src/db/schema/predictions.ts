import {
  bigint,
  customType,
  date,
  foreignKey,
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
import { competitions, matches } from './football';
import { users } from './users';

/**
 * One prediction per player per match (spec §4). Its points live in its scored fact (`scored_predictions`), written
 * when its match is scored.
 */
export const predictions = pgTable(
  'predictions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    homeGoals: smallint('home_goals').notNull(),
    awayGoals: smallint('away_goals').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('predictions_user_match_key').on(table.userId, table.matchId),
    index('predictions_match_idx').on(table.matchId),
  ],
);

/**
 * Issue 59 (docs/decisions/108): each player's joker of a stage (a round of a competition-season), on one of their
 * predictions: that pick's points count double (`JOKER_MULTIPLIER` of @scoreline/domain). The key is one joker per
 * player per round, so the database holds "one per stage"; the foreign key to the prediction holds "a joker needs a
 * pick". Set, moved or removed only while both its old and its new match are open (the service's rule); the scoring
 * reads it by match (`round_jokers_match_idx`) when it first writes a match's facts, whose multiplier then keeps it.
 */
export const roundJokers = pgTable(
  'round_jokers',
  {
    userId: integer('user_id').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    matchId: integer('match_id').notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.competitionId, table.season, table.round] }),
    uniqueIndex('round_jokers_match_idx').on(table.matchId, table.userId),
    foreignKey({
      name: 'round_jokers_prediction_fk',
      columns: [table.userId, table.matchId],
      foreignColumns: [predictions.userId, predictions.matchId],
    }).onDelete('cascade'),
  ],
);

/** The §9 rule that gave a scored pick its points (@scoreline/domain `POINTS_RULES`). */
export const pointsRule = pgEnum('points_rule', ['exact', 'outcomeAndBucket', 'outcome', 'none']);

/**
 * Issue 56 (docs/decisions/076): the scored facts, one row per prediction of a scored match, written by the scoring in
 * the transaction that moves the aggregates: the points `scorePrediction` (@scoreline/domain) gave it, the rule behind
 * them and the multiplier (2 on a player's joker of the round, issue 59; else 1). A correction replaces the match's rows and moves every
 * aggregate by the difference; a result withdrawn deletes them. Every table sums these rows or aggregates maintained
 * from them; nothing else works points out from scores. Keyed by match first, so a match's facts are one range, and
 * each holds its pick, so a rescoring reads that range alone (migration 0028). No
 * foreign keys, as on the other aggregates: ~90,000 key checks would double a scoring's time, and accounts and
 * matches are never deleted (a benchmark that removes its matches removes their facts).
 */
export const scoredPredictions = pgTable(
  'scored_predictions',
  {
    matchId: integer('match_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The pick this fact scored (the prediction's, frozen since kick-off): a rescoring reads the facts alone. */
    homeGoals: smallint('home_goals').notNull(),
    awayGoals: smallint('away_goals').notNull(),
    points: smallint('points').notNull(),
    rule: pointsRule('rule').notNull(),
    multiplier: smallint('multiplier').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.userId] })],
);

/**
 * issue 13: every change of a pick (a different score while the window is open), kept as an audit trail: the
 * `predictions` row holds the latest pick, which is the one that counts; this table says what it replaced and when.
 */
export const predictionChanges = pgTable(
  'prediction_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    oldHomeGoals: smallint('old_home_goals').notNull(),
    oldAwayGoals: smallint('old_away_goals').notNull(),
    newHomeGoals: smallint('new_home_goals').notNull(),
    newAwayGoals: smallint('new_away_goals').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('prediction_changes_user_match_idx').on(table.userId, table.matchId, table.changedAt)],
);

/**
 * Leaderboard aggregates, maintained inside the scoring transaction so that reading a leaderboard
 * never sums predictions (docs/benchmarks.md). Counters feed the published tie-break order: points,
 * then exact scores, then correct outcomes, then earlier sign-up (lower user id). Only primary keys
 * are indexed, so the scoring updates stay HOT (fillfactor set in the migration); ordering is done
 * by the leaderboard cache (modules/predictions/leaderboard-cache.ts).
 */
const aggregateColumns = {
  points: integer('points').notNull().default(0),
  scored: integer('scored').notNull().default(0),
  exact: integer('exact').notNull().default(0),
  outcomes: integer('outcomes').notNull().default(0),
};

/** Keyed by competition-season first (issue 56, docs/decisions/096): a ranking reads one competition's rows. */
const competitionSeasonColumns = {
  competitionId: integer('competition_id').notNull(),
  season: integer('season').notNull(),
};

export const playerTotals = pgTable(
  'player_totals',
  {
    ...competitionSeasonColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every prediction made (scored or not): the profile's "Total Predictions Made". */
    predictionsMade: integer('predictions_made').notNull().default(0),
    ...aggregateColumns,
    /**
     * Personal insights (issue 11): the outcomes of the scored predictions. How those matches really ended is read from
     * their scored results when asked (docs/decisions/031).
     */
    predictedHome: integer('predicted_home').notNull().default(0),
    predictedDraw: integer('predicted_draw').notNull().default(0),
    predictedAway: integer('predicted_away').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.userId] })],
);

/** Per player per round of a competition's season (issue 9: keyed by competition and season, not round alone). */
export const playerRoundTotals = pgTable(
  'player_round_totals',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...aggregateColumns,
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.season, table.round, table.userId] }),
    index('player_round_totals_user_idx').on(table.userId, table.competitionId, table.season, table.round),
  ],
);

/** bytea, which drizzle's pg-core has no column for: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Issue 14: every player's totals through a match day (running totals), packed in one value (modules/predictions/
 * running-totals.ts), so a date range is two rows instead of every day's rows. Derived from the scored predictions
 * (docs/decisions/031) and built when a range first needs it; `version` is the leaderboard version its inputs were
 * read at. A row is current while no day up to its own changed after that version (player_day_changes).
 */
export const playerRunningTotals = pgTable(
  'player_running_totals',
  {
    ...competitionSeasonColumns,
    day: date('day', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    players: integer('players').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.day] })],
);

/**
 * The leaderboard version at which each match day's totals of a competition-season last changed; '-infinity' stands
 * for every day (a reset).
 */
export const playerDayChanges = pgTable(
  'player_day_changes',
  {
    ...competitionSeasonColumns,
    day: date('day', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.day] })],
);

/**
 * Each player's overall rank after a completed round, for the movement arrows, the insights' rank after each round
 * and the rank milestones (issue #5). Derived data, recorded whole from player_totals and the users table in one
 * statement when a round's last match is scored (and again at each correction in it): one row per round (issue 14,
 * docs/decisions/029), the ranks packed by user id (db/round-ranks.ts): slot i holds the rank of
 * user `first_user_id + i` as a big-endian int4, 0 for a player not ranked. A rank is read with `substring` of
 * its four bytes, which fetches one chunk of the uncompressed value. `with_points` counts the ranked players with
 * points (ranks 1..with_points: points are the first key of the order). Nothing references users or competitions:
 * accounts and competitions are never deleted.
 */
export const roundRanks = pgTable(
  'round_ranks',
  {
    competitionId: integer('competition_id').notNull(),
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    firstUserId: integer('first_user_id').notNull(),
    players: integer('players').notNull(),
    withPoints: integer('with_points').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.round] })],
);

/** Every operator action, kept (issue #5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/**
 * The result each match was last scored with: a differing final result means (re)scoring is due, and
 * the aggregates move by the difference between the points under the new and under this result.
 */
export const matchScoring = pgTable('match_scoring', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  homeGoals: smallint('home_goals').notNull(),
  awayGoals: smallint('away_goals').notNull(),
  scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Matches whose predictors' round rows were written at kick-off, before any result (issue 14; docs/decisions/033):
 * the first scoring of a round then updates those rows instead of inserting ~90,000 of them.
 */
export const preparedRoundRows = pgTable('prepared_round_rows', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  preparedAt: timestamp('prepared_at', { withTimezone: true, mode: 'date' }).notNull(),
});
