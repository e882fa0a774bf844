import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (issue 9): a domain event is a row written in the same transaction as the change
 * that causes it, so it exists exactly when the change committed. The relay (events/event-relay.ts) hands each
 * unpublished row to its subscribers' queues and stamps `published_at`; a relay that died after claiming rows
 * leaves them to another once the claim is older than the claim timeout.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Names the event for good: its deliveries' job ids derive from it (ids may repeat after a restore). */
    eventId: uuid('event_id').notNull().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The relay's only question: what is left to publish (a small partial index, empty when all is delivered).
    index('domain_events_unpublished_idx')
      .on(table.id)
      .where(sql`${table.publishedAt} is null`),
    index('domain_events_published_idx').on(table.publishedAt),
  ],
);
