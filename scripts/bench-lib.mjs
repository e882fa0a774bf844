// Shared pieces of the benchmark scripts: ports, the built server, autocannon with exact percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiDir = path.join(root, 'apps/api');

export function step(message) {
  process.stdout.write(`${message}\n`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
}

export async function waitForHealth(baseUrl, server, readyPath = '/api/v1/health/ready') {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      // Ready, not only listening: the embedded run prepares the season after it listens (issue 14).
      const response = await fetch(`${baseUrl}${readyPath}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error(`${baseUrl}${readyPath} did not answer 200 within 120 s`);
}

const helloWorld = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/v1/health', async () => ({ hello: 'world' }));
app.post('/api/v1/health', async () => ({ hello: 'world' }));
// The same bytes as one of the app's answers (bench:read): what sending that body costs a bare server.
const bodies = new Map();
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.put('/bench/body/:name', async (request) => {
  bodies.set(request.params.name, { bytes: request.body, encoding: request.headers['x-content-encoding'] });
  return { stored: request.body.length };
});
app.get('/bench/body/:name', async (request, reply) => {
  const { bytes, encoding } = bodies.get(request.params.name);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return bytes;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * The bare server the targets are set against (issue 14): Fastify answering a tiny JSON object to GET and POST
 * /api/v1/health, in its own process like the app. `sameBody(name, url, headers)` stores the app's answer to that
 * call, bytes as sent (compressed when asked so), and returns the bare server's URL that sends those bytes.
 */
export async function startHelloWorld(port) {
  // The bare server has no season to prepare: it is ready when it answers.
  const server = await startNodeServer(
    ['--input-type=module', '-e', helloWorld],
    { ...process.env, PORT: String(port) },
    '/api/v1/health',
  );
  return {
    ...server,
    async sameBody(name, url, headers = {}) {
      const { bytes, encoding } = await rawBody(url, headers);
      const stored = await fetch(`http://127.0.0.1:${port}/bench/body/${name}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/octet-stream',
          ...(encoding ? { 'x-content-encoding': encoding } : {}),
        },
        body: bytes,
      });
      if (!stored.ok) throw new Error(`the hello world refused the body of ${url}: ${stored.status}`);
      return { url: `http://127.0.0.1:${port}/bench/body/${name}`, bytes: bytes.length };
    },
  };
}

/** An answer's body as it went over the wire (fetch would decompress it), and its content-encoding. */
function rawBody(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] });
        });
      })
      .on('error', reject);
  });
}

/**
 * Starts the built server (apps/api/dist/server.js, or `build`'s) with `env`; resolves once it is healthy. BENCH_NODE_ARGS adds
 * Node options to the server alone (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of what was measured).
 */
export function startServer(env, build = path.join(apiDir, 'dist')) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startNodeServer([...nodeArgs, path.join(build, 'server.js')], env);
}

/**
 * Starts `node …args` with `env` (its PORT) and resolves once `readyPath` answers, with the process's `pid` and `stop`
 * (SIGTERM, then waits for it to exit).
 */
export async function startNodeServer(args, env, readyPath) {
  const server = spawn('node', args, { env, cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(`http://127.0.0.1:${env.PORT}`, server, readyPath);
  return {
    pid: server.pid,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The built app as `npm start` serves it, on a temporary PGlite folder (the embedded season and its demo players):
 * `{ base, stop }`; `stop` ends the server and removes the folder.
 */
export async function startBuiltApp(label) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `scoreline-${label}-`));
  const port = await freePort();
  step(`Starting the built server on a fresh PGlite folder (port ${port})`);
  const server = await startServer({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How the browser benchmarks launch Debian's Chromium (CHROMIUM_PATH to use another), with `args` added. */
export const chromiumOptions = (args = []) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...args, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** A process's resident memory now and at its peak, in MiB (Linux: /proc/<pid>/status). */
export async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mib = (field) => Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024);
  return { rssMiB: mib('VmRSS'), peakMiB: mib('VmHWM') };
}

/** The CPU time a process has used so far (user and system), in ms (Linux: /proc/<pid>/stat); undefined elsewhere. */
export async function cpuTimeOf(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Where the web app keeps a session in the browser's storage (apps/web/src/lib/credentials.ts). */
/**
 * The competition-season the league benchmarks score and read by default (the load's Premier League, everyone's; issue
 * 58: `seed:load` plays others beside it): a condition on a table's `competition_id` and `season` columns.
 */
export const LEAGUE_SLUG = process.env.BENCH_COMPETITION ?? 'premier-league-2023-24';
export const inLeagueSeason = (alias = '') =>
  `(${alias}competition_id, ${alias}season) = (select competition_id, season from competition_seasons where slug = '${LEAGUE_SLUG.replace(/[^a-z0-9-]/g, '')}')`;

export const CREDENTIALS_KEY = 'scoreline.credentials';

/** The middle item of `items` ordered by `key` (the median load of a page, or the median of some figures). */
export const medianBy = (items, key) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
export const median = (values) => medianBy(values, (value) => value);

export function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Loads one URL with autocannon; latencies are collected per response so p95 is exact (autocannon
 * itself reports p97.5). `options` go to autocannon (connections, duration, headers, requests, method…).
 */
export function load(title, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        title,
        requests: result.requests.total,
        perSecond: result.requests.average,
        non2xx: result.non2xx,
        statuses: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
        ),
        errors: result.errors + result.timeouts,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export function table(results) {
  console.table(
    results.map((result) => ({
      call: result.title,
      'p50 ms': Math.round(result.p50 * 10) / 10,
      'p95 ms': Math.round(result.p95 * 10) / 10,
      'p99 ms': Math.round(result.p99 * 10) / 10,
      'req/s': Math.round(result.perSecond),
      requests: result.requests,
      'non-2xx': result.non2xx,
      errors: result.errors,
    })),
  );
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A verified player, through the API and the development outbox (no SMTP in the embedded run). */
export async function signUp(base, username) {
  const account = { email: `${username}@example.com`, password: 'Kickoff24' };
  await json(
    await fetch(`${base}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...account,
        firstname: 'Bench',
        lastname: 'Bench',
        username,
        confirmPassword: account.password,
      }),
    }),
  );
  let otp;
  for (let attempt = 0; attempt < 50 && !otp; attempt++) {
    const outbox = await json(await fetch(`${base}/dev/mail.json`));
    otp = /^\s{4}(\d{4,8})$/m.exec(outbox.data.find((mail) => mail.to === account.email)?.text ?? '')?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!otp) throw new Error('no code mail arrived');
  await json(
    await fetch(`${base}/api/v1/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, otp, purpose: 'sign_up' }),
    }),
  );
  const signedIn = await json(
    await fetch(`${base}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    }),
  );
  return signedIn.data;
}

/** A fresh database: a PGlite folder, or a new PostgreSQL database next to DATABASE_URL's. */
export async function freshDatabase() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-bench-'));
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      async seed(sqlText, params) {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = await PGlite.create(path.join(dataDir, 'pglite'));
        try {
          return (await db.query(sqlText, params)).rows;
        } finally {
          await db.close();
        }
      },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `scoreline_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async seed(sqlText, params) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sqlText, params)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
    },
  };
}

/**
 * A verified operator account with a session of an hour, made in SQL (`q` runs a query): `{ adminId, adminEmail,
 * adminToken }`. The server must be started with ADMIN_EMAILS set to `adminEmail`.
 */
export async function createOperator(q) {
  const adminEmail = `bench-admin-${randomBytes(3).toString('hex')}@load.scoreline.invalid`;
  const adminToken = randomBytes(32).toString('base64url');
  const [{ id: adminId }] = await q(
    `insert into users (email, username, firstname, lastname, password_hash, email_verified_at)
     values ($1, $2, 'Bench', 'Operator', '!', now()) returning id`,
    [adminEmail, `bench_op_${randomBytes(3).toString('hex')}`],
  );
  await q(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [
    adminId,
    createHash('sha256').update(adminToken).digest('hex'),
  ]);
  return { adminId, adminEmail, adminToken };
}

/** Waits until no event waits for the relay and no job is due or running; resolves with the time it took. */
export async function settle(q) {
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    const [{ pending }] = await q(
      `select (select count(*) from domain_events where published_at is null)
            + (select count(*) from pgboss.job
                where state in ('active', 'retry') or (state = 'created' and start_after <= now()))::int as pending`,
    );
    if (Number(pending) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}

/** Runs `run` once: `{ label, ms }` (whole milliseconds). */
export async function timed(label, run) {
  const started = performance.now();
  await run();
  return { label, ms: Math.round(performance.now() - started) };
}
