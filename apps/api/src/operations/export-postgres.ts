import pg from 'pg';
import { BackupError, userTableCount } from './backup';
import { openDatabase, type DatabaseConnection } from '../db/client';
import { moveUnfinishedJobs, unfinishedJobs, type UnfinishedJobs } from './export-jobs';
import { runMigrations } from '../db/migrate';
import { isNewCluster } from '../db/pglite-template';

/**
 * `npm run export:postgres` (issue 57, docs/decisions/092): moves an embedded install to PostgreSQL. Both databases
 * are brought to this build's migrations, then every table of the app's schema is copied in the order its foreign
 * keys need, in one transaction on the target, each value as PostgreSQL's text form (so no type is reinterpreted
 * on the way: bytea, jsonb, arrays, timestamps come out as they went in); the sequences are then set where the
 * embedded ones stood.
 */
export interface ExportReport {
  tables: { name: string; rows: number }[];
  /** Jobs the embedded queue had not finished, by queue, moved into PostgreSQL's queue. */
  unfinishedJobs: UnfinishedJobs[];
}

interface Column {
  name: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables in an order where every table comes after the tables its foreign keys point at. */
async function tablesInDependencyOrder(target: pg.Client): Promise<string[]> {
  const tables = (
    await target.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)
  ).rows.map((row) => row.name);
  const edges = (
    await target.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
         join pg_namespace n on n.oid = c.relnamespace
       where k.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .filter((table) => !placed.has(table))
      .filter((table) =>
        edges.every((edge) => edge.child !== table || edge.parent === table || placed.has(edge.parent)),
      )
      .sort();
    if (ready.length === 0) throw new BackupError('The foreign keys between tables form a cycle; nothing was copied.');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns a row is written with: every column but generated ones, in table order. */
async function insertableColumns(target: pg.Client, table: string): Promise<Column[]> {
  const result = await target.query<Column>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${quote(table)}`],
  );
  return result.rows;
}

const BATCH_VALUES = 30_000;

type Source = DatabaseConnection['raw'];

/**
 * The columns a table's own rows point at (a reply's parent comment): its rows are copied in their order, so a
 * parent, given its key before its replies, is written first. Empty for a table not pointing at itself.
 */
async function selfReferencedColumns(target: pg.Client, table: string): Promise<string[]> {
  const result = await target.query<{ name: string }>(
    `select distinct a.attname as name from pg_constraint k
       cross join unnest(k.confkey) as key(attnum)
       join pg_attribute a on a.attrelid = k.confrelid and a.attnum = key.attnum
     where k.contype = 'f' and k.conrelid = $1::regclass and k.confrelid = k.conrelid`,
    [`public.${quote(table)}`],
  );
  return result.rows.map((row) => row.name);
}

async function copyTable(source: Source, target: pg.Client, table: string): Promise<number> {
  const columns = await insertableColumns(target, table);
  const list = columns.map((column) => quote(column.name)).join(', ');
  const asText = columns.map((column, index) => `${quote(column.name)}::text as c${index}`).join(', ');
  const ordered = (await selfReferencedColumns(target, table)).map(quote);
  const orderBy = ordered.length > 0 ? ` order by ${ordered.join(', ')}` : '';
  const { rows } = (await source.query(`select ${asText} from public.${quote(table)}${orderBy}`, [])) as {
    rows: Record<string, string | null>[];
  };
  const batch = Math.max(1, Math.floor(BATCH_VALUES / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += batch) {
    const values: (string | null)[] = [];
    const tuples = rows.slice(start, start + batch).map((row) => {
      const places = columns.map((_column, index) => {
        const value = row[`c${index}`] ?? null;
        values.push(value);
        return `$${values.length}`;
      });
      return `(${places.join(', ')})`;
    });
    await target.query(
      `insert into public.${quote(table)} (${list}) overriding system value values ${tuples.join(', ')}`,
      values,
    );
  }
  return rows.length;
}

/** Sets every sequence of the app's schema on the target to where the embedded one stands. */
async function copySequences(source: Source, target: pg.Client): Promise<void> {
  const { rows } = (await source.query(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    [],
  )) as { rows: { name: string; last: string | null }[] };
  for (const row of rows) {
    // A sequence never used answers null: the target's, just created, stands at the same place.
    if (row.last === null) continue;
    await target.query(`select setval($1::regclass, $2::bigint, true)`, [`public.${quote(row.name)}`, row.last]);
  }
}

/** Moves the embedded database in `pgliteDir` into the empty PostgreSQL database at `databaseUrl`. */
export async function exportToPostgres(pgliteDir: string, databaseUrl: string): Promise<ExportReport> {
  const tables = await userTableCount(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables). Move into a new database (createdb) and ` +
        'point DATABASE_URL at it.',
    );
  }
  if (isNewCluster(pgliteDir)) throw new BackupError(`No embedded database in ${pgliteDir} (DATA_DIR).`);
  // Opening takes the folder's lock: refused with a clear message while the app runs on it.
  const source = await openDatabase({ pgliteDir }).catch((error: unknown) => {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  });
  try {
    // The embedded folder first: a folder from an older build reaches this build's schema, as its start would.
    await runMigrations(source);
    const postgres = await openDatabase({ databaseUrl, maxConnections: 1 });
    try {
      await runMigrations(postgres);
    } finally {
      await postgres.close();
    }
    const report: ExportReport = { tables: [], unfinishedJobs: [] };
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      await target.query('begin');
      const order = await tablesInDependencyOrder(target);
      // The migrations seed a few rows (settings, the data versions): the embedded rows replace them.
      await target.query(`truncate ${order.map((table) => `public.${quote(table)}`).join(', ')}`);
      report.unfinishedJobs = await unfinishedJobs(source.raw);
      // The data versions last: the copies of the other tables move them (migration 0027's triggers).
      for (const table of order.filter((name) => name !== 'data_versions')) {
        report.tables.push({ name: table, rows: await copyTable(source.raw, target, table) });
      }
      await copySequences(source.raw, target);
      // Copying fires the triggers that move the data versions (migrations 0024, 0027; the deferred ones now), then
      // the versions are put where the embedded run left them (the running totals were built at its versions).
      await target.query('set constraints all immediate');
      await target.query('truncate public.data_versions');
      report.tables.push({ name: 'data_versions', rows: await copyTable(source.raw, target, 'data_versions') });
      await target.query('commit');
    } catch (error) {
      await target.query('rollback').catch(() => undefined);
      // The schema was committed by the migrations: a new try needs the database empty again.
      throw new BackupError(
        `The move stopped and copied nothing: ${error instanceof Error ? error.message : String(error)}\n` +
          'The database of DATABASE_URL now holds the empty schema: drop and create it again before another try.',
      );
    } finally {
      await target.end();
    }
    // The data is in; the queue comes after (a failure here is said as such, the rows stay).
    await moveUnfinishedJobs(source.raw, databaseUrl, report.unfinishedJobs).catch((error: unknown) => {
      throw new BackupError(
        `Moved every row, but not the embedded queue's unfinished jobs: ${error instanceof Error ? error.message : error}`,
      );
    });
    return report;
  } finally {
    await source.close();
  }
}
