import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

/** pg-boss keeps its tables in this schema (created and migrated by pg-boss itself at start). */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss 12 cannot migrate the tables of pg-boss 10 (schema version 24; its oldest starting point is 25): a queue
 * made by pg-boss 10 is moved aside to this schema, its unfinished jobs carried into the new queue, then dropped
 * (docs/decisions/014).
 */
export const LEGACY_JOB_SCHEMA = 'pgboss_v10';
const LEGACY_SCHEMA_VERSION = 24;

/** A job pg-boss 10 had not finished: carried into pg-boss 12's queue of the same name, with its id and payload. */
export interface LegacyJob {
  queue: string;
  id: string;
  data: object | null;
  startAfter: Date;
}

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

  /** Jobs of a queue by state (finished ones stay in the table until the queue's deleteAfterSeconds). */
  async countByState(db: Executor, queue: string): Promise<Record<string, number>> {
    const rows = await queryRows<{ state: string; count: number }>(
      db,
      sql`select state::text as state, count(*)::int as count from ${sql.raw(JOB_SCHEMA)}.job
           where name = ${queue} group by state`,
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

  /**
   * Moves a pg-boss 10 queue (its `version` table at 24 or below) out of pg-boss's way, to LEGACY_JOB_SCHEMA; true
   * when it did. Run under the install lock, before pg-boss starts.
   */
  async moveLegacyAside(db: Executor): Promise<boolean> {
    const [table] = await queryRows<{ present: boolean }>(
      db,
      sql`select to_regclass(${`${JOB_SCHEMA}.version`}) is not null as present`,
    );
    if (!table?.present) return false;
    const [row] = await queryRows<{ version: number | null }>(
      db,
      sql`select max(version)::int as version from ${sql.raw(JOB_SCHEMA)}.version`,
    );
    if (row?.version == null || row.version > LEGACY_SCHEMA_VERSION) return false;
    await queryRows(db, sql`alter schema ${sql.raw(JOB_SCHEMA)} rename to ${sql.raw(LEGACY_JOB_SCHEMA)}`);
    return true;
  },

  /** The jobs pg-boss 10 left queued, waiting to retry or under way (none when no legacy queue is left). */
  async legacyUnfinished(db: Executor): Promise<LegacyJob[]> {
    const [present] = await queryRows<{ present: boolean }>(
      db,
      sql`select to_regclass(${`${LEGACY_JOB_SCHEMA}.job`}) is not null as present`,
    );
    if (!present?.present) return [];
    return queryRows<LegacyJob>(
      db,
      sql`select name as queue, id::text as id, data, start_after as "startAfter"
            from ${sql.raw(LEGACY_JOB_SCHEMA)}.job
           where state in ('created', 'retry', 'active') order by name, created_on`,
    );
  },

  /** Drops the legacy queue once its jobs are carried over. */
  async dropLegacy(db: Executor): Promise<void> {
    await queryRows(db, sql`drop schema if exists ${sql.raw(LEGACY_JOB_SCHEMA)} cascade`);
  },
};
