import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small durable facts the app decides once and must keep across restarts
 * (e.g. the replay calendar's shift, that demo data was seeded).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
