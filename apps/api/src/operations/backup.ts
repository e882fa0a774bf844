import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../db/client';
import { createPglite, isNewCluster } from '../db/pglite-template';

/**
 * Backups and restores (issue 57, docs/decisions/092): PostgreSQL through its own tools (`pg_dump` custom format,
 * `pg_restore` into an empty database); the embedded run's PGlite folder as PGlite's own dump of the whole cluster
 * (`dumpDataDir`, a gzipped tarball), taken under the folder's lock, so never while the app runs.
 */
export class BackupError extends Error {}

/** The default file name: `scoreline-<driver>-<UTC date and time>.<ext>`, in `backups/`. */
export function defaultBackupPath(driver: 'postgres' | 'pglite', now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join('backups', `scoreline-${driver}-${stamp}.${driver === 'postgres' ? 'dump' : 'tar.gz'}`);
}

/** What a backup file holds, from its first bytes: pg_dump's custom format starts `PGDMP`, a gzip `1f 8b`. */
export async function backupKind(file: string): Promise<'postgres' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`No backup file at ${file}.`);
  });
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'pglite';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

/** A postgres:// URL without its password, which goes to the tools in PGPASSWORD (not on their command line). */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** Runs a PostgreSQL client tool; a tool missing from PATH is named with how to install it. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH. Install PostgreSQL's client tools, of the server's major version or newer ` +
                '(Debian: apt-get install postgresql-client), then try again.',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Backs a PostgreSQL database up with `pg_dump --format=custom` (every schema: the app's and the queue's). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const { url, env } = libpqTarget(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`], env);
}

/** The tables of a database outside PostgreSQL's own schemas: a restore or a move needs a database without any. */
export async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Restores a `pg_dump` custom-format backup into an empty PostgreSQL database, in one transaction. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  if ((await backupKind(file)) !== 'postgres') {
    throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump's custom format).`);
  }
  const tables = await userTableCount(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables). Restore into a new database (createdb) and ` +
        'point DATABASE_URL at it.',
    );
  }
  const { url, env } = libpqTarget(databaseUrl);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
}

/**
 * Opens an embedded database folder for an operator command, under its lock: refused with a clear message while the
 * app (or another command) has it open.
 */
export async function openPgliteFolder(dir: string) {
  if (isNewCluster(dir)) throw new BackupError(`No embedded database in ${dir} (DATA_DIR).`);
  const release = await lockDataDir(dir).catch((error: unknown) => {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  });
  try {
    return { client: await createPglite(dir), release };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Backs the embedded database up: PGlite's dump of the whole cluster, taken while no app has the folder open. */
export async function backupPglite(dir: string, file: string): Promise<void> {
  const { client, release } = await openPgliteFolder(dir);
  try {
    const dump = await client.dumpDataDir('gzip');
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
    await release();
  }
}

/** Restores a PGlite backup into an empty (or absent) folder; the app then opens it as it finds it. */
export async function restorePglite(file: string, dir: string): Promise<void> {
  if ((await backupKind(file)) !== 'pglite') {
    throw new BackupError(`${file} is not an embedded-database backup (a gzipped PGlite folder).`);
  }
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new BackupError(`${dir} is not empty. Restore into a new DATA_DIR, or move the old folder away first.`);
  }
  const release = await lockDataDir(dir).catch((error: unknown) => {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  });
  try {
    const loadDataDir = new Blob([await readFile(file)]);
    const client = await PGlite.create(dir, { loadDataDir }).catch((error: unknown) => {
      throw new BackupError(`${file} could not be restored: ${error instanceof Error ? error.message : error}`);
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}
