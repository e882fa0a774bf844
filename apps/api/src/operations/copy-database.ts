import { BackupError } from './backup';
import type { DatabaseConnection } from '../db/client';

/**
 * Copies the app's rows from one database to another with the same schema (docs/decisions/092): every table of the
 * app's schema in the order its foreign keys need, each value as PostgreSQL's text form (so no type is reinterpreted
 * on the way: bytea, jsonb, arrays, timestamps come out as they went in), then the sequences where the source's stood.
 * The target is PostgreSQL (`npm run export:postgres`) or a newer PGlite (the embedded folder's major upgrade, ADR 099).
 */

/** What the copy writes through: node-postgres's client or PGlite, both answer `query(text, values)` with rows. */
export interface Target {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

interface Column {
  name: string;
  /** The column's type as SQL names it: each value is sent as text and cast to it (PGlite infers no text→bytea). */
  type: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables in an order where every table comes after the tables its foreign keys point at. */
async function tablesInDependencyOrder(target: Target): Promise<string[]> {
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
async function insertableColumns(target: Target, table: string): Promise<Column[]> {
  const result = await target.query<Column>(
    `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${quote(table)}`],
  );
  return result.rows;
}

const BATCH_VALUES = 30_000;

export type Source = DatabaseConnection['raw'];

/**
 * The columns a table's own rows point at (a reply's parent comment): its rows are copied in their order, so a
 * parent, given its key before its replies, is written first. Empty for a table not pointing at itself.
 */
async function selfReferencedColumns(target: Target, table: string): Promise<string[]> {
  const result = await target.query<{ name: string }>(
    `select distinct a.attname as name from pg_constraint k
       cross join unnest(k.confkey) as key(attnum)
       join pg_attribute a on a.attrelid = k.confrelid and a.attnum = key.attnum
     where k.contype = 'f' and k.conrelid = $1::regclass and k.confrelid = k.conrelid`,
    [`public.${quote(table)}`],
  );
  return result.rows.map((row) => row.name);
}

async function copyTable(source: Source, target: Target, table: string): Promise<number> {
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
      const places = columns.map((column, index) => {
        const value = row[`c${index}`] ?? null;
        values.push(value);
        return `$${values.length}::text::${column.type}`;
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
async function copySequences(source: Source, target: Target): Promise<void> {
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

/**
 * Replaces the target's rows by the source's in every table of the app's schema, inside the caller's transaction; the
 * row counts by table.
 */
export async function copyAppTables(source: Source, target: Target): Promise<{ name: string; rows: number }[]> {
  const copied: { name: string; rows: number }[] = [];
  const order = await tablesInDependencyOrder(target);
  // The migrations seed a few rows (settings, the data versions): the source's rows replace them.
  await target.query(`truncate ${order.map((table) => `public.${quote(table)}`).join(', ')}`);
  // The data versions last: the copies of the other tables move them (migration 0027's triggers).
  for (const table of order.filter((name) => name !== 'data_versions')) {
    copied.push({ name: table, rows: await copyTable(source, target, table) });
  }
  await copySequences(source, target);
  // Copying fires the triggers that move the data versions (migrations 0024, 0027; the deferred ones now), then the
  // versions are put where the source left them (the running totals were built at its versions).
  await target.query('set constraints all immediate');
  await target.query('truncate public.data_versions');
  copied.push({ name: 'data_versions', rows: await copyTable(source, target, 'data_versions') });
  return copied;
}
