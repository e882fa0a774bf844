import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { paths } from '../../src/paths';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies the app's migrations up to and including number `last` (a database as a build of that time made it): the
 * journal is cut after it in a folder of its own, which the migrator reads as it reads the real one.
 */
export async function migrateUpTo(connection: DatabaseConnection, last: number): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'scoreline-migrations-'));
  try {
    const journal = JSON.parse(await readFile(path.join(paths.migrations, 'meta', '_journal.json'), 'utf8')) as Journal;
    const entries = journal.entries.filter((entry) => entry.idx <= last);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(paths.migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await runMigrations(connection, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function publicTables(connection: DatabaseConnection): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    connection.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Every row of a table as JSON, in a stable order (by the row's text). */
export async function tableRows(connection: DatabaseConnection, table: string): Promise<unknown[]> {
  const [row] = await queryRows<{ rows: string }>(
    connection.db,
    sql`select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${sql.identifier(table)} t`,
  );
  return JSON.parse(row?.rows ?? '[]') as unknown[];
}

/**
 * Copies every row of `from`'s tables into the same tables of `to` (an older schema: only the columns it has),
 * replacing what `to` held; foreign keys and triggers are off while it copies (the rows are consistent in `from`).
 * A table `from` no longer has (the version rows of migration 0024 and leaderboard_state, replaced by data_versions in
 * 0027) keeps what the older migrations seeded.
 */
export async function copyRows(from: DatabaseConnection, to: DatabaseConnection): Promise<void> {
  const current = new Set(await publicTables(from));
  const tables = (await publicTables(to)).filter((table) => current.has(table));
  const rows = new Map<string, string>();
  for (const table of tables) rows.set(table, JSON.stringify(await tableRows(from, table)));
  await to.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${tables.map((table) => `"${table}"`).join(', ')}`));
    for (const table of tables) {
      const columns = await queryRows<{ name: string; identity: string }>(
        tx,
        sql`select column_name as name, is_identity as identity from information_schema.columns
             where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
      );
      const list = sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      );
      await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) overriding system value
                           select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${rows.get(table)}::json)`);
      for (const column of columns.filter((entry) => entry.identity === 'YES')) {
        await tx.execute(sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column.name}),
                                           coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(table)}), 0) + 1, false)`);
      }
    }
  });
}

/** Every public table's rows, by table (`except` left out). */
export async function everyTable(connection: DatabaseConnection, except: string[] = []) {
  const contents: Record<string, unknown[]> = {};
  for (const table of await publicTables(connection)) {
    if (!except.includes(table)) contents[table] = await tableRows(connection, table);
  }
  return contents;
}
