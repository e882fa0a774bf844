import pg from 'pg';
import { allJobs } from '../jobs';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import { openDatabase, type DatabaseConnection } from '../db/client';

/**
 * The move to PostgreSQL takes the embedded queue's unfinished jobs along (docs/decisions/092): a mail still to send,
 * a match still to score. The target's queue is installed by the app's own code (pg-boss's tables and every queue,
 * as a worker's start does), then each job still created, waiting to retry or under way is written with its id,
 * payload and timing; one that was under way when the app stopped starts again from the beginning, as pg-boss does
 * for a job whose worker died.
 */
export interface UnfinishedJobs {
  queue: string;
  jobs: number;
}

type Source = DatabaseConnection['raw'];
const UNFINISHED = `state in ('created', 'retry', 'active')`;

/** The embedded queue's unfinished jobs by queue name (none when the queue was never installed). */
export async function unfinishedJobs(source: Source): Promise<UnfinishedJobs[]> {
  const installed = (await source.query(`select to_regclass('pgboss.job') is not null as present`, [])) as {
    rows: { present: boolean }[];
  };
  if (!installed.rows[0]?.present) return [];
  const { rows } = (await source.query(
    `select name as queue, count(*)::int as jobs from pgboss.job where ${UNFINISHED} group by name order by name`,
    [],
  )) as { rows: UnfinishedJobs[] };
  return rows;
}

/** Installs the job queue on the PostgreSQL database and copies the embedded queue's unfinished jobs into it. */
export async function moveUnfinishedJobs(source: Source, databaseUrl: string, jobs: UnfinishedJobs[]): Promise<void> {
  if (jobs.length === 0) return;
  const connection = await openDatabase({ databaseUrl, maxConnections: 2 });
  try {
    const queue = new JobQueue({
      connection,
      log: createLogger({ logLevel: 'silent' }),
      definitions: allJobs,
      work: false,
      schedule: false,
    });
    await queue.prepare();
    await queue.stop();
  } finally {
    await connection.close();
  }
  const target = new pg.Client({ connectionString: databaseUrl });
  await target.connect();
  try {
    // The columns both queues have: an embedded folder last opened by an older release may hold an older pg-boss's
    // table (its other columns take the new table's defaults).
    const columnsQuery = `select attname as name from pg_attribute
       where attrelid = 'pgboss.job'::regclass and attnum > 0 and not attisdropped order by attnum`;
    const sourceColumns = new Set(
      ((await source.query(columnsQuery, [])) as { rows: { name: string }[] }).rows.map((row) => row.name),
    );
    const columns = (await target.query<{ name: string }>(columnsQuery)).rows
      .map((row) => row.name)
      .filter((name) => sourceColumns.has(name));
    const asText = columns.map((column, index) => `"${column}"::text as c${index}`).join(', ');
    const { rows } = (await source.query(`select ${asText} from pgboss.job where ${UNFINISHED}`, [])) as {
      rows: Record<string, string | null>[];
    };
    const stateAt = columns.indexOf('state');
    const startedAt = columns.indexOf('started_on');
    await target.query('begin');
    for (const row of rows) {
      const values = columns.map((_column, index) => row[`c${index}`] ?? null);
      if (values[stateAt] === 'active') {
        values[stateAt] = 'created';
        if (startedAt >= 0) values[startedAt] = null;
      }
      const places = values.map((_value, index) => `$${index + 1}`).join(', ');
      await target.query(
        `insert into pgboss.job (${columns.map((column) => `"${column}"`).join(', ')}) values (${places})`,
        values,
      );
    }
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
}
