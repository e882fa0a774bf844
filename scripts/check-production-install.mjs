/**
 * `npm run check:production-install` (issue 57, ADR 087): what an operator's production install can do. Copies what a
 * release ships (the manifests, the lock file, the API's build and migrations, the web build and the embedded
 * season) into a temporary folder, runs `npm ci --omit=dev` there, and checks with no development dependency
 * installed (no tsx, no TypeScript) that, against a fresh PostgreSQL database:
 * - `npm run db:migrate` applies the migrations;
 * - `npm run admin:grant -- <email>` runs (it answers that no account uses the address yet, exit code 1); with a
 *   verified account behind the address it grants, and `npm run admin:revoke -- <email>` ends the grant, both
 *   recorded in operator_grants and audit_log (ADR 091);
 * - `npm run backup` and `npm run restore` (ADR 092) dump that database and restore it into a second one; the
 *   embedded database (DATA_DIR) is backed up and restored into a new folder, and `npm run export:postgres` moves
 *   it into a third, empty PostgreSQL database;
 * - `npm run serve` (ROLE=web) answers GET /api/v1/health.
 * Needs `npm run build` first (the same files the Dockerfile copies from its build stage).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const pgHost = process.env.PGHOST ?? '127.0.0.1';
const pgPort = Number(process.env.PGPORT ?? 5432);
const pgUser = process.env.PGUSER ?? 'postgres';
const dbName = `scoreline_prodinstall_${Date.now()}_${process.pid}`;
const databaseUrl = `postgres://${pgUser}@${pgHost}:${pgPort}/${dbName}`;
const say = (line) => process.stdout.write(`[check:production-install] ${line}\n`);
const failures = [];
const check = (ok, what) => {
  say(`${ok ? '✔' : '✘'} ${what}`);
  if (!ok) failures.push(what);
};

/** One statement on a database (by default the server's own, `postgres`); its rows. */
async function queryOn(query, values = [], database = 'postgres') {
  const client = new pg.Client({ host: pgHost, port: pgPort, user: pgUser, database });
  await client.connect();
  try {
    return (await client.query(query, values)).rows;
  } finally {
    await client.end();
  }
}

const admin = (query) => queryOn(query);
/** One statement on the check's own database. */
const onDatabase = (query, values) => queryOn(query, values, dbName);

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * admin:grant and admin:revoke as an operator runs them, on a verified account made in the database (a sign-up's
 * row): the grant and its end recorded in operator_grants and audit_log.
 */
async function checkGrantAndRevoke(dir, env, email) {
  await onDatabase(
    `insert into users (email, username, firstname, lastname, password_hash, email_verified_at, created_at, updated_at)
     values ($1, 'ops_check', 'Ops', 'Check', '!', now(), now(), now())`,
    [email],
  );
  const run = (command) =>
    spawnSync('npm', ['run', '--silent', command, '--', email], {
      cwd: dir,
      env: { ...env, ADMIN_EMAILS: email },
      encoding: 'utf8',
    });
  const grant = run('admin:grant');
  const granted = await onDatabase(`select revoked_at from operator_grants where email = $1`, [email]);
  check(
    grant.status === 0 && granted.length === 1 && granted[0].revoked_at === null,
    'npm run admin:grant makes a verified account an operator',
  );
  if (grant.status !== 0) say(grant.stderr);
  const revoke = run('admin:revoke');
  const after = await onDatabase(`select revoked_at, revoked_reason from operator_grants where email = $1`, [email]);
  const audit = await onDatabase(`select action from audit_log where action like 'operator.%' order by id`);
  check(
    revoke.status === 0 &&
      after.length === 1 &&
      after[0].revoked_at !== null &&
      audit.map((row) => row.action).join(',') === 'operator.grant,operator.revoke',
    'npm run admin:revoke ends the grant, recorded in operator_grants and audit_log',
  );
  if (revoke.status !== 0) say(revoke.stderr);
}

/** The files a release ships: what the Dockerfile's runtime stage copies. */
async function copyRelease(to) {
  for (const file of ['package.json', 'package-lock.json']) await cp(path.join(root, file), path.join(to, file));
  for (const folder of ['packages', 'apps']) {
    for (const name of await readdir(path.join(root, folder))) {
      await cp(path.join(root, folder, name, 'package.json'), path.join(to, folder, name, 'package.json'));
    }
  }
  const built = path.join(root, 'apps/api/dist/server.js');
  if (!(await stat(built).catch(() => null))) throw new Error('apps/api/dist is missing: run npm run build first');
  for (const folder of ['apps/api/dist', 'apps/api/drizzle', 'data']) {
    await cp(path.join(root, folder), path.join(to, folder), { recursive: true });
  }
  if (await stat(path.join(root, 'apps/web/dist')).catch(() => null)) {
    await cp(path.join(root, 'apps/web/dist'), path.join(to, 'apps/web/dist'), { recursive: true });
  }
}

/** The backup commands of ADR 092, run from the production install against both kinds of database. */
async function checkBackups(dir, env, npm) {
  const urlOf = (name) => Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
  const run = (args, extra) =>
    spawnSync('npm', ['run', '--silent', ...args], { cwd: dir, env: { ...env, ...extra }, encoding: 'utf8' });
  const ok = (result, pattern, label) => {
    check(result.status === 0 && pattern.test(result.stdout), label);
    if (result.status !== 0) say(result.stderr);
  };
  const dump = path.join(dir, 'backups', 'check.dump');
  ok(npm('backup', '--', dump), /Backed up the PostgreSQL database/, 'npm run backup (pg_dump custom format)');
  await admin(`create database "${dbName}_restored"`);
  ok(
    run(['restore', '--', dump], { DATABASE_URL: urlOf(`${dbName}_restored`) }),
    /Restored/,
    'npm run restore into an empty PostgreSQL database',
  );
  const embedded = { DATABASE_URL: '', DATA_DIR: path.join(dir, 'embedded'), ROLE: 'all' };
  ok(run(['db:migrate'], embedded), /Applied migrations/, 'npm run db:migrate on the embedded database');
  const copy = path.join(dir, 'backups', 'embedded.tar.gz');
  ok(run(['backup', '--', copy], embedded), /Backed up the embedded database/, 'npm run backup (embedded)');
  ok(
    run(['restore', '--', copy], { ...embedded, DATA_DIR: path.join(dir, 'embedded-restored') }),
    /Restored/,
    'npm run restore (embedded) into a new folder',
  );
  await admin(`create database "${dbName}_moved"`);
  ok(
    run(['export:postgres'], { ...embedded, DATABASE_URL: urlOf(`${dbName}_moved`) }),
    /Moved \d+ rows/,
    'npm run export:postgres into an empty PostgreSQL database',
  );
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-production-'));
const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
// A production start needs these (config.ts); nothing is mailed here. A production web process needs REDIS_URL
// (ADR 091); the liveness answer checked here does not wait for Redis, so none needs to run.
Object.assign(env, {
  PUBLIC_URL: 'https://scoreline.test',
  SMTP_URL: 'smtp://127.0.0.1:9',
  ROLE: 'web',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15',
});
delete env.npm_config_production;
let server;
try {
  await copyRelease(dir);
  const started = performance.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    encoding: 'utf8',
    env: process.env,
  });
  check(install.status === 0, `npm ci --omit=dev (${Math.round((performance.now() - started) / 1000)} s)`);
  if (install.status !== 0) throw new Error(install.stderr);
  const has = async (file) => Boolean(await stat(path.join(dir, file)).catch(() => null));
  check(
    !(await has('node_modules/.bin/tsx')) && !(await has('node_modules/typescript')),
    'no development dependency is installed (tsx, typescript)',
  );

  await admin(`create database "${dbName}"`);
  const npm = (...args) => spawnSync('npm', ['run', '--silent', ...args], { cwd: dir, env, encoding: 'utf8' });
  const migrate = npm('db:migrate');
  check(migrate.status === 0 && /Applied migrations/.test(migrate.stdout), 'npm run db:migrate applies the migrations');
  if (migrate.status !== 0) say(migrate.stderr);

  const email = 'ops@production-install.scoreline.test';
  const grant = spawnSync('npm', ['run', '--silent', 'admin:grant', '--', email], {
    cwd: dir,
    env: { ...env, ADMIN_EMAILS: email },
    encoding: 'utf8',
  });
  check(
    grant.status === 1 && grant.stderr.includes(`No account uses ${email}`),
    'npm run admin:grant runs against the database (no account yet: exit code 1 and its message)',
  );
  if (!grant.stderr.includes('No account')) say(grant.stderr);
  await checkGrantAndRevoke(dir, env, email);

  await checkBackups(dir, env, npm);

  const port = await freePort();
  server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: dir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  check(status === 200, 'npm run serve (ROLE=web) answers GET /api/v1/health');
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  for (const name of [dbName, `${dbName}_restored`, `${dbName}_moved`]) {
    await admin(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  }
  await rm(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  say(`${failures.length} check(s) failed`);
  process.exit(1);
}
say('all checks passed');
