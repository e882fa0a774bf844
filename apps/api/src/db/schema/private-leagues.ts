import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitionSeasons } from './football';
import { users } from './users';

/**
 * A private league of players (issue 12; spec §3 Private league). Football's leagues are `competitions`. The invitation
 * code is unique (the index is what keeps two leagues created at the same moment apart: a taken code is retried).
 */
export const privateLeagues = pgTable(
  'private_leagues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    invitationCode: text('invitation_code').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The league's rules (issue 59, ADR 112): whether its table counts jokers double and bonus questions' points. Chosen
     * at creation, changed by the owner until the first match of its competitions kicks off after its creation.
     */
    jokers: boolean('jokers').notNull().default(true),
    bonus: boolean('bonus').notNull().default(true),
  },
  (table) => [
    uniqueIndex('private_leagues_invitation_code_key').on(table.invitationCode),
    index('private_leagues_owner_idx').on(table.ownerId),
  ],
);

/** Who belongs to which league; the owner is a member too. */
export const privateLeagueMembers = pgTable(
  'private_league_members',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => privateLeagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('private_league_members_user_idx').on(table.userId),
  ],
);

/**
 * The competition-seasons a private league plays (issue 58, ADR 106): its table is over them. Chosen at creation (the
 * default competition when none is named), added to later by the owner; leagues made before migration 0032 play the
 * default competition.
 */
export const privateLeagueCompetitions = pgTable(
  'private_league_competitions',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => privateLeagues.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id').notNull(),
    season: integer('season').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.competitionId, table.season] }),
    foreignKey({
      columns: [table.competitionId, table.season],
      foreignColumns: [competitionSeasons.competitionId, competitionSeasons.season],
      name: 'private_league_competitions_competition_season_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * Members an owner removed (ADR 020 addendum): the league's code no longer lets them back in. The owner's next new
 * code lifts every bar of the league (the owner then chooses whom to give it to).
 */
export const privateLeagueRemovals = pgTable(
  'private_league_removals',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => privateLeagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.userId] }),
    index('private_league_removals_user_idx').on(table.userId),
  ],
);

/**
 * Wrong invitation codes per player in a fixed window (issue 12: codes cannot be enumerated). One row per player,
 * counted and checked in one statement.
 */
export const leagueJoinAttempts = pgTable('league_join_attempts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  attempts: integer('attempts').notNull(),
});

/** A player pinned by another, shown with them on every leaderboard (issue 12). */
export const pins = pgTable(
  'pins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinnedUserId: integer('pinned_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.pinnedUserId] }),
    check('pins_not_self', sql`${table.userId} <> ${table.pinnedUserId}`),
  ],
);
