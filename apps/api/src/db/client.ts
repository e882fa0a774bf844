import { mkdir, open, readFile } from 'node:fs/promises';
import { tryLock, unlock } from 'fs-native-extensions';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** The handle every repository receives: the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself; repositories accept either (`tx ?? db`). */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Plain SQL text with positional parameters, as node-postgres takes it; for libraries that bring their own SQL. */
export interface RawSqlExecutor {
  /** With values: one statement. Without: may hold several statements; answers as node-postgres does. */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseDriver;
  /** The same connection(s) for a library's own SQL (the job queue, pg-boss); never for the app's queries. */
  raw: RawSqlExecutor;
  /**
   * Runs `work` while this process holds a session advisory lock (PostgreSQL; PGlite has one process anyway), so
   * processes starting together take turns, e.g. to install a library's tables.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Round-trips a trivial query; resolves with the latency in ms or rejects. */
  ping(): Promise<number>;
  /**
   * PGlite only: how many statements and transactions this process has sent so far. PGlite is this process's alone,
   * so while the count stands still nothing in the database has changed (the read cache's shortcut, issue 14).
   */
  statementCount?: () => number;
  /**
   * PostgreSQL only: runs `text` as the named prepared statement `name` (parsed and planned once per connection),
   * straight on the pool: for the one statement every request waits for (the data versions, ADR 093).
   */
  prepared?: <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;
  /** PostgreSQL's connection pool as it stands (metrics, issue 57); absent on PGlite (one connection). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it PGlite runs embedded. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` (or undefined with no URL) keeps them in memory. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * A PGlite cluster dump (a gzipped tarball) to start from, even in memory: the integration tests' migrated
   * template (apps/api/test/setup/template-database.ts). Without it a new folder starts from the build's template.
   */
  pgliteTemplate?: string | undefined;
}

/** Values as a comma-separated list of parameters, for `in (…)` and `values`/`array[…]` lists. */
export function sqlList(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An embedded database being opened, and the lock on its folder (none in memory). */
type OpeningPglite = Promise<{ client: PGlite; releaseLock: (() => Promise<void>) | undefined }>;

function openPglite(dir: string, template?: string): OpeningPglite {
  return (async () => {
    const releaseLock = dir.startsWith('memory://') ? undefined : await lockDataDir(dir);
    try {
      return {
        client: await (template ? createPglite(dir, template, { evenInMemory: true }) : createPglite(dir)),
        releaseLock,
      };
    } catch (error) {
      await releaseLock?.();
      throw error;
    }
  })();
}

/** The folder `openPgliteEarly` is opening, taken by the first `openDatabase` of the same folder. */
let early: { dir: string; opening: OpeningPglite } | undefined;

/**
 * Starts opening the embedded database before the rest of the server is loaded (`start.ts`, docs/decisions/064):
 * once PGlite has started, V8 compiles its busiest WebAssembly in the background for ~0.3 s, and loading the server
 * meanwhile uses that time. Resolves when it is open or has failed; `openDatabase` then answers with it or its error.
 */
export function openPgliteEarly(dir: string): Promise<unknown> {
  const opening = openPglite(dir);
  early = { dir, opening };
  return opening.catch(() => undefined);
}

function takeOrOpenPglite(dir: string, template?: string): OpeningPglite {
  const taken = early?.dir === dir ? early.opening : undefined;
  early = undefined;
  return taken ?? openPglite(dir, template);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    // node-postgres is loaded only for a PostgreSQL run: the embedded run never evaluates it (docs/decisions/063).
    const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      raw: { query: (text, values) => pool.query(text, values) as Promise<{ rows: unknown[] }> },
      withAdvisoryLock: async (key, work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      ping: () => timed(() => pool.query('select 1')),
      prepared: async <T>(name: string, text: string, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  const { client, releaseLock } = await takeOrOpenPglite(options.pgliteDir ?? 'memory://', options.pgliteTemplate);
  const statementCount = countStatements(client);
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    statementCount,
    withAdvisoryLock: (_key, work) => work(),
    raw: { query: pgliteRawQuery(client) },
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await releaseLock?.();
    },
  };
}

/**
 * A library's SQL on PGlite, answered as node-postgres answers it: PGlite runs one statement with parameters (query)
 * or several without (exec); node-postgres answers a multi-statement text with one result per statement, a single
 * one with the result itself.
 */
export function pgliteRawQuery(client: PGlite): DatabaseConnection['raw']['query'] {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return results.length === 1 ? results[0]! : results;
  };
}

/** Lets whatever waits on the event loop run (an HTTP request, a timer), then goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this thread and answers without waiting on I/O, so a job sending statement after statement would
 * hold every HTTP request until it ends (the embedded run prepares the season while it serves, issue 14). Each
 * statement, in a transaction or not, first lets what waits run; a request's own statements then queue behind the
 * transaction under way, as on any database.
 */
function takeTurns(client: PGlite): void {
  type Statements = Pick<PGlite, 'query' | 'exec'>;
  const withTurns = <Target extends Statements>(target: Target): Target => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (async (...args: Parameters<typeof query>) => {
      await nextTurn();
      return query(...args);
    }) as typeof query;
    target.exec = async (...args: Parameters<typeof exec>) => {
      await nextTurn();
      return exec(...args);
    };
    return target;
  };
  withTurns(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(withTurns(tx)));
}

/** Counts every statement and transaction sent to `client` (each counted when sent, before it runs). */
function countStatements(client: PGlite): () => number {
  let count = 0;
  const counted = <Method extends (...args: never[]) => unknown>(method: Method): Method =>
    ((...args: Parameters<Method>) => {
      count += 1;
      return method.apply(client, args);
    }) as Method;
  client.query = counted(client.query);
  client.exec = counted(client.exec);
  client.transaction = counted(client.transaction);
  return () => count;
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it (docs/decisions/002,
 * 012). An OS advisory lock on `<dir>.lock` refuses that: the kernel holds it for as long as the file stays open and
 * drops it when the owner exits, however it exits, so a crashed run (its pid now a zombie or reused by another
 * process) never blocks a restart. The pid written inside only names the owner in the message.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const lockPath = `${dir}.lock`;
  const handle = await open(lockPath, 'a+');
  let locked = false;
  try {
    locked = tryLock(handle.fd);
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (!locked) {
    const owner = (await readFile(lockPath, 'utf8').catch(() => '')).trim();
    await handle.close();
    throw new Error(
      `The embedded database in ${path.dirname(dir)} is in use by ${/^[0-9]+$/.test(owner) ? `process ${owner}` : 'another process'}. ` +
        'Stop it first, or point DATA_DIR elsewhere.',
    );
  }
  await handle.truncate(0);
  await handle.write(String(process.pid), 0);
  return async () => {
    unlock(handle.fd);
    await handle.close();
  };
}
