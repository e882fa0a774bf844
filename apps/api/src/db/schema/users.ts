import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    profilePicture: text('profile_picture'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
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
    failedAttempts: integer('failed_attempts').notNull().default(0),
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
 * Failed attempts per account, for lockouts that survive restarts and span processes
 * (sign-in: a short window; OTP: at most 20 failed tries per account per 24 h, issue #3).
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['sign_in', 'otp'] }).notNull(),
    /** The lower-cased e-mail the attempt named (whether or not an account exists). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('auth_failures_lookup_idx').on(table.kind, table.email, table.createdAt)],
);
