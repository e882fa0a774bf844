import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

/** pg-boss keeps its tables in this schema (created and migrated by pg-boss itself at start). */
export const JOB_SCHEMA = 'pgboss';

/** Reads of the job tables that pg-boss's API does not offer (tests and the multi-process check wait on them). */
export const jobQueueRepository = {
  /**
   * Jobs of these queues that are queued, retrying or running now, and those due within `horizonSeconds`
   * (a retry waiting out its back-off counts when it is due soon).
   */
  async pending(db: Executor, queues: string[], horizonSeconds: number): Promise<number> {
    if (queues.length === 0) return 0;
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.raw(JOB_SCHEMA)}.job
           where name in (${sql.join(
             queues.map((queue) => sql`${queue}`),
             sql`, `,
           )})
             and state in ('created', 'retry', 'active')
             and start_after <= now() + make_interval(secs => ${horizonSeconds})`,
    );
    return row?.count ?? 0;
  },

  /** Jobs of a queue by state, with archived (completed long ago) ones included. */
  async countByState(db: Executor, queue: string): Promise<Record<string, number>> {
    const rows = await queryRows<{ state: string; count: number }>(
      db,
      sql`select state, count(*)::int as count from (
            select state from ${sql.raw(JOB_SCHEMA)}.job where name = ${queue}
            union all
            select state from ${sql.raw(JOB_SCHEMA)}.archive where name = ${queue}
          ) j group by state`,
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.count]));
  },

  /** Jobs by queue and state now (metrics: queue depth and failures per queue); none before pg-boss made its tables. */
  async countsByQueue(db: Executor): Promise<{ queue: string; state: string; count: number }[]> {
    const [table] = await queryRows<{ exists: boolean }>(
      db,
      sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as exists`,
    );
    if (!table?.exists) return [];
    return queryRows(
      db,
      sql`select name as queue, state::text as state, count(*)::int as count
            from ${sql.raw(JOB_SCHEMA)}.job group by name, state`,
    );
  },
};
