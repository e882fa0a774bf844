import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every badge award (issue 11; docs/decisions/018). `period` makes an award unique per (badge, player, period):
 * 'month:<competition>:<season>:YYYY-MM' for the monthly places (a competition-season's, migration 0026), 'round:<competition>:<season>:<round>' for round badges and streaks,
 * 'milestone' for the rank milestones (once per player) — so a job that runs twice awards once.
 * Reads go by player: the (user, badge, time) index serves a player's list, a badge's log and the leaderboard's
 * "holds any badge" probe.
 */
export const badgeAwards = pgTable(
  'badge_awards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    period: text('period').notNull(),
    competitionId: integer('competition_id'),
    season: integer('season'),
    round: integer('round'),
    /** 'YYYY-MM' (UTC) for the monthly places. */
    month: text('month'),
    /** The place (monthly badges) or the overall rank reached (milestones). */
    rank: integer('rank'),
    awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('badge_awards_period_key').on(table.badgeId, table.period, table.userId),
    index('badge_awards_user_idx').on(table.userId, table.badgeId, table.awardedAt),
  ],
);

/** Months whose places have been awarded: a month is awarded once it ended; corrections then revise it. */
export const badgeMonthRuns = pgTable(
  'badge_month_runs',
  {
    competitionId: integer('competition_id').notNull(),
    season: integer('season').notNull(),
    month: text('month').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.month] })],
);

/** Completed rounds whose badges have been awarded (the start-up catch-up finds rounds never processed). */
export const badgeRoundRuns = pgTable(
  'badge_round_runs',
  {
    competitionId: integer('competition_id').notNull(),
    season: integer('season').notNull(),
    round: integer('round').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.season, table.round] })],
);
