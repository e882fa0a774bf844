import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { competitionSeasons, teams } from './football';

export const userStatuses = ['active', 'blocked'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A player (spec §3 User). E-mail is stored lower-cased; usernames are unique whatever their case. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Demo players seeded for the embedded season (DEMO); never set on real sign-ups. */
    isDemo: boolean('is_demo').notNull().default(false),
    biography: text('biography'),
    nationality: text('nationality'),
    telegramUserName: text('telegram_user_name'),
    xProfileLink: text('x_profile_link'),
    wallet: text('wallet'),
    /** A stored picture's file name, `<sha256 hex>.webp` (a row of `pictures`), or null. */
    profilePicture: text('profile_picture'),
    /** spec §2 Favourite Team: a club of the competition on show when it was chosen. */
    favouriteTeamId: integer('favourite_team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    // Replacing a picture asks whether anyone else still shows the old one.
    index('users_profile_picture_idx').on(table.profilePicture),
  ],
);

/**
 * A signed-in device. The bearer token is random and opaque; only its SHA-256 is stored, so a
 * leaked table cannot be replayed. Revoking sets revoked_at (sign-out, password reset, blocking).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'access' for a normal session; 'password_reset' may only call POST /auth/reset-password. */
    scope: text('scope', { enum: ['access', 'password_reset'] })
      .notNull()
      .default('access'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

export const otpPurposes = ['verify_email', 'reset_password'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** A one-time code: stored hashed, single use, expiring; wrong tries are counted on the code. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The client address that asked for the code (docs/decisions/013: its owner keeps the code usable). */
    requestedFrom: text('requested_from').notNull().default(''),
    /** Wrong tries from the address that asked for the code; at the limit the code dies. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Wrong tries from every other address; at the limit the code is closed to them only. */
    foreignFailedAttempts: integer('foreign_failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The code itself, only until the mail job has handed it to the mail server (then null): the request that
     * issues a code never waits for SMTP (issue 9), and no job payload ever carries a code.
     */
    pendingMail: text('pending_mail'),
  },
  (table) => [index('otp_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * Throttling buckets (docs/decisions/013): one row per (scope, account, source), counted and checked in one
 * statement. `account` is the lower-cased e-mail an attempt named, whether or not an account exists;
 * `source` is the client address, or '*' for a bucket shared by every address.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    scope: text('scope').notNull(),
    account: text('account').notNull(),
    source: text('source').notNull(),
    /** Attempts counted since the last success (or since the counter decayed). */
    failures: integer('failures').notNull().default(0),
    /** No attempt is let through before this moment. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
    /** The last success from this source: a source that succeeded recently is the owner's usual one. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.account, table.source] }),
    index('auth_throttles_updated_idx').on(table.updatedAt),
  ],
);

/**
 * 'My competitions' (issue 58, docs/decisions/107): the competition-seasons a player chose on the profile. A player
 * with no row has not chosen: the default competition and those they predicted in count as theirs.
 */
export const playerCompetitions = pgTable(
  'player_competitions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id').notNull(),
    season: integer('season').notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.competitionId, table.season] }),
    foreignKey({
      name: 'player_competitions_competition_season_fk',
      columns: [table.competitionId, table.season],
      foreignColumns: [competitionSeasons.competitionId, competitionSeasons.season],
    }).onDelete('cascade'),
  ],
);
