import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { domainEvents } from '../db/schema';

export interface OutboxRow {
  id: number;
  eventId: string;
  type: string;
  payload: unknown;
  occurredAt: Date;
}

/** The outbox's SQL (issue 9): written inside the caller's transaction, read and stamped by the relay. */
export const outboxRepository = {
  /**
   * Writes events in one statement with one parameter (a JSON array): a group-committed batch of picks records up
   * to 500 at once, and building a 500-row VALUES list cost more than the insert (issue 14).
   */
  async insert(
    tx: Executor,
    events: { type: string; payload: unknown; occurredAt: Date; publishedAt: Date | null }[],
  ): Promise<void> {
    if (events.length === 0) return;
    await tx.execute(sql`
      insert into domain_events (type, payload, occurred_at, published_at)
      select e->>'type', e->'payload', (e->>'occurredAt')::timestamptz, (e->>'publishedAt')::timestamptz
        from jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as x(e, n)
       order by n`);
  },

  /**
   * Claims up to `limit` unpublished events, oldest first, in one statement: rows another relay claimed less
   * than `claimSeconds` ago are skipped, so two relays never hand out the same event at once, and a relay that
   * died leaves its claim to expire.
   */
  async claim(db: Executor, limit: number, claimSeconds: number): Promise<OutboxRow[]> {
    const rows = await queryRows<{
      id: string | number;
      event_id: string;
      type: string;
      payload: unknown;
      occurred_at: Date | string;
    }>(
      db,
      sql`update domain_events set claimed_at = clock_timestamp()
           where id in (
             select id from domain_events
              where published_at is null
                and (claimed_at is null or claimed_at < clock_timestamp() - make_interval(secs => ${claimSeconds}))
              order by id limit ${limit}
              for update skip locked)
          returning id, event_id, type, payload, occurred_at`,
    );
    return rows
      .map((row) => ({
        id: Number(row.id),
        eventId: row.event_id,
        type: row.type,
        payload: row.payload,
        occurredAt: row.occurred_at instanceof Date ? row.occurred_at : new Date(row.occurred_at),
      }))
      .sort((a, b) => a.id - b.id);
  },

  async markPublished(db: Executor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(domainEvents)
      .set({ publishedAt: sql`clock_timestamp()` })
      .where(inArray(domainEvents.id, ids));
  },

  async countUnpublished(db: Executor): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from domain_events where published_at is null`,
    );
    return row?.count ?? 0;
  },

  /** Published events older than the cut-off are dropped (the queue's own records outlive the need). */
  async deletePublishedBefore(db: Executor, cutoff: Date): Promise<number> {
    const deleted = await queryRows<{ id: number }>(
      db,
      sql`delete from domain_events where published_at < ${cutoff} returning id`,
    );
    return deleted.length;
  },
};
