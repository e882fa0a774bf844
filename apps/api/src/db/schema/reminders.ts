import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 60 (docs/decisions/115): a player's reminder settings. No row: every channel off (reminders are chosen on the
 * profile).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    emailLeadHours: smallint('email_lead_hours').notNull().default(24),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    pushLeadHours: smallint('push_lead_hours').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    // The sweep walks the players with a channel on, by id, in batches (keyset).
    index('reminder_settings_on_idx')
      .on(table.userId)
      .where(sql`${table.emailEnabled} or ${table.pushEnabled}`),
  ],
);

/**
 * One row per reminder sent (or being sent): a player, a channel, a UTC match day and the first unpredicted kick-off
 * it was about. Written before sending (claimed), so a second run of the sweep sends nothing; a kick-off moved to another
 * day, or earlier, makes a new key and so a new reminder.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * An e-mail's one-click unsubscribe token (RFC 8058), kept only as its SHA-256 as the calendar feed's (ADR 113):
     * one per e-mail, so every reminder's link keeps working and none can be rebuilt from the database.
     */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.channel, table.day, table.kickoffAt] }),
    uniqueIndex('reminders_sent_unsubscribe_key').on(table.unsubscribeTokenHash),
  ],
);

/** A device's web push subscription (issue 60): the push service's endpoint and the browser's keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
