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
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { scorePrediction } from '@scoreline/domain';
import {
  adminQuery as admin,
  checker,
  children,
  freePort,
  mailCatcher,
  pgHost,
  pgPort,
  pgUser,
  root,
  startServer as start,
  stopChildren,
  until,
} from './check-lib';

const dbName = `scoreline_roles_${Date.now()}_${process.pid}`;
const databaseUrl = `postgres://${pgUser}@${pgHost}:${pgPort}/${dbName}`;
const operatorEmail = 'ops@roles.scoreline.test';
const { log, check, failures } = checker('check:roles');

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
  const smtpPort = await freePort();
  const catcher = await mailCatcher(smtpPort);
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
      // A job in the dead letters is a job that failed for good: fail now, naming it, rather than wait for it.
      const dead = await until('the queue to settle', async () => {
        const { rows } = await db.query(
          `select (select count(*) from domain_events where published_at is null)::int
                + (select count(*) from pgboss.job where state in ('created','retry','active')
                     and name not in ('football-sync', 'dead-letters') and start_after <= now())::int as busy,
                  (select json_agg(data) from pgboss.job where name = 'dead-letters') as dead`,
        );
        if (rows[0].dead) return rows[0].dead as unknown[];
        return rows[0].busy === 0 ? [] : undefined;
      });
      check(dead.length === 0, `no job failed for good (dead letters: ${JSON.stringify(dead)})`);
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
              (select count(*) from pgboss.job where name = 'score-match' and state = 'completed')::int as jobs`,
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
    const otp = await catcher.codeFor(operatorEmail);
    const verify = await api(webB, '/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ email: operatorEmail, otp, purpose: 'sign_up' }),
    });
    check(verify.status === 200, 'the code mailed by the worker verifies the account on web-b');
    // The address was named before the account existed: an operator grants it explicitly (ADR 013).
    const grant = spawnSync('npm', ['run', '--silent', 'admin:grant', '--', operatorEmail], {
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
    await stopChildren();
    await db.end().catch(() => undefined);
    await catcher.close();
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
