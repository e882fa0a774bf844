/**
 * `npm run check:roles` (CI, after the build): two web processes and one worker on one fresh PostgreSQL database,
 * as a deployment runs them (issue 9). Checks, and exits non-zero otherwise, that:
 * - both web processes serve the app (they only write events and send jobs);
 * - the worker syncs the embedded season, seeds the demo players and scores every final match through the queue;
 * - every final match is scored exactly once: every player's points equal a recomputation from their predictions
 *   with the scoring rule, and each `match.finalised` was handled by one completed job;
 * - a result an operator corrects through one web process moves the totals by exactly the correction, though the
 *   web process scores it at once and the worker's subscriber receives the event as well.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { scorePrediction } from '@scoreline/domain';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
const pgHost = process.env.PGHOST ?? '127.0.0.1';
const pgPort = Number(process.env.PGPORT ?? 5432);
const pgUser = process.env.PGUSER ?? 'postgres';
const dbName = `scoreline_roles_${Date.now()}_${process.pid}`;
const databaseUrl = `postgres://${pgUser}@${pgHost}:${pgPort}/${dbName}`;
const operatorEmail = 'ops@roles.scoreline.test';

const log = (message: string) => process.stdout.write(`[check:roles] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failures: string[] = [];
function check(ok: boolean, what: string): void {
  log(`${ok ? '✔' : '✘'} ${what}`);
  if (!ok) failures.push(what);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ host: pgHost, port: pgPort, user: pgUser, database: 'postgres' });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

const children: ChildProcess[] = [];
function start(name: string, env: Record<string, string>): ChildProcess {
  const child = spawn('node', [server], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  children.push(child);
  return child;
}

async function api<T = unknown>(
  port: number,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function main(): Promise<void> {
  await admin(`create database "${dbName}"`);
  const db = new pg.Client({ connectionString: databaseUrl });
  const mails: { to: string; raw: string }[] = [];
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) mails.push({ to: to.address, raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  try {
    const common = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAILS: operatorEmail,
      HOST: '127.0.0.1',
    };
    const [webA, webB] = [await freePort(), await freePort()];
    // The web processes first: they must serve (and send jobs) before any worker exists.
    start('web-a', { ...common, ROLE: 'web', PORT: String(webA) });
    start('web-b', { ...common, ROLE: 'web', PORT: String(webB) });
    for (const port of [webA, webB]) {
      await until(`web on ${port}`, async () => ((await api(port, '/health')).status === 200 ? true : undefined));
    }
    check(true, 'two ROLE=web processes answer /health');
    start('worker', { ...common, ROLE: 'worker', PORT: '0' });

    type Board = { data: { total: number; latest_completed_round: number | null } };
    const board = await until('the worker to sync, seed and score', async () => {
      const { body } = await api<Board>(webB, '/score?size=100');
      return body.data.total >= 50 && body.data.latest_completed_round !== null ? body.data : undefined;
    });
    check(board.total === 50, `the leaderboard served by web-b shows the worker's 50 demo players (${board.total})`);

    await db.connect();
    const jobCounts = async () => {
      await until('the queue to settle', async () => {
        const { rows } = await db.query(
          `select (select count(*) from domain_events where published_at is null)::int
                + (select count(*) from pgboss.job where state in ('created','retry','active')
                     and name <> 'football-sync' and start_after <= now())::int as busy`,
        );
        return rows[0].busy === 0 ? true : undefined;
      });
    };
    await jobCounts();

    const totalsMatchRecomputation = async (label: string) => {
      const { rows: predictions } = await db.query(
        `select p.user_id, p.home_goals, p.away_goals, m.home_goals as rh, m.away_goals as ra
           from predictions p join matches m on m.id = p.match_id
          where m.status in ('FT','AET','PEN')`,
      );
      const expected = new Map<number, number>();
      for (const row of predictions) {
        const { points } = scorePrediction(
          { home: row.home_goals, away: row.away_goals },
          { home: row.rh, away: row.ra },
        );
        expected.set(row.user_id, (expected.get(row.user_id) ?? 0) + points);
      }
      const { rows: totals } = await db.query(`select user_id, points from player_totals where scored > 0`);
      const wrong = totals.filter((row) => row.points !== (expected.get(row.user_id) ?? 0));
      check(
        totals.length === expected.size && wrong.length === 0,
        `${label}: every player's points equal a recomputation from their predictions (${totals.length} players)`,
      );
    };
    await totalsMatchRecomputation('after the first sync');

    const { rows: scoring } = await db.query(
      `select (select count(*) from matches where status in ('FT','AET','PEN'))::int as finished,
              (select count(*) from match_scoring)::int as scored,
              (select count(*) from domain_events where type = 'match.finalised')::int as finalised,
              (select count(*) from (select id from pgboss.job where name = 'score-match' and state = 'completed'
                                     union all
                                     select id from pgboss.archive where name = 'score-match' and state = 'completed') j)::int as jobs`,
    );
    const { finished, scored, finalised, jobs } = scoring[0];
    check(finished > 0 && scored === finished, `every final match is scored (${scored} of ${finished})`);
    check(
      jobs === finalised,
      `each match.finalised was handled by one completed scoring job (${jobs} of ${finalised})`,
    );

    // An operator corrects a result through web-a: it scores at once, and the worker also receives the event.
    const body = {
      email: operatorEmail,
      firstname: 'Ops',
      lastname: 'Roles',
      username: 'ops_roles',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    check(
      (await api(webA, '/auth/sign-up', { method: 'POST', body: JSON.stringify(body) })).status === 201,
      'sign-up on web-a',
    );
    const mail = await until('the code mail (sent by the worker)', async () =>
      mails.find((m) => m.to === operatorEmail),
    );
    const otp = /^\s{4}(\d{4,8})\r?$/m.exec(mail.raw)?.[1];
    const verify = await api(webB, '/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ email: operatorEmail, otp, purpose: 'sign_up' }),
    });
    check(verify.status === 200, 'the code mailed by the worker verifies the account on web-b');
    // The address was named before the account existed: an operator grants it explicitly (ADR 013).
    const grant = spawnSync('npx', ['tsx', 'apps/api/scripts/admin-grant.ts', operatorEmail], {
      cwd: root,
      env: { ...process.env, ...common },
      encoding: 'utf8',
    });
    check(grant.status === 0, `npm run admin:grant makes ${operatorEmail} an operator`);
    const signIn = await api<{ data: { accessToken: string } }>(webA, '/auth/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: operatorEmail, password: body.password }),
    });
    const token = signIn.body.data.accessToken;
    const { rows: last } = await db.query(
      `select id, home_goals, away_goals from matches where status = 'FT' order by kickoff_at desc limit 1`,
    );
    const match = last[0];
    const corrected = await api(webA, `/admin/matches/${match.id}/result`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ home: match.home_goals + 2, away: match.away_goals }),
    });
    check(corrected.status === 200, `an operator corrects match ${match.id} through web-a`);
    await jobCounts();
    await totalsMatchRecomputation('after the correction (scored by web-a, event handled by the worker)');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await db.end().catch(() => undefined);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await admin(`drop database if exists "${dbName}" with (force)`);
  }
  if (failures.length > 0) {
    log(`${failures.length} check(s) failed`);
    process.exit(1);
  }
  log('all checks passed');
}

main().catch(async (error: unknown) => {
  process.stderr.write(`[check:roles] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  for (const child of children) child.kill('SIGKILL');
  await admin(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  process.exit(1);
});
