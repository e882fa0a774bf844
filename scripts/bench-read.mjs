/**
 * The read path against a bare server (issue 14): a Fastify hello world is loaded first in the same run, then the
 * busiest reads, each printed as requests/s, its share of the hello world's, and p50/p99 latency. 100 connections,
 * 10 s per call (BENCH_CONNECTIONS, BENCH_DURATION to change).
 *
 *   npm run build && npm run bench:read                                   # on a temporary PGlite folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:read
 *                                                                         # on a fresh PostgreSQL database
 *
 * The app runs as `npm start` runs it (the embedded season and its demo players), with one extra player whose
 * session is written straight into the tables for the signed-in call. Each server runs in its own process.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { apiDir, freePort, freshDatabase, load, root, run, startHelloWorld, startServer, step } from './bench-lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/**
 * One call: two seconds of warm-up (the JIT, the caches), then the measured run. Each connection is opened anew every
 * 500 requests, as browsers do when the app closes a connection after 1,000 (http-limits.ts; autocannon would
 * otherwise keep sending on it and count the 503s that Node then answers).
 */
async function measure(title, url, headers = {}) {
  const options = { url, connections, headers, reconnectRate: 500 };
  await load(`${title} (warm-up)`, { ...options, duration: 2 });
  return load(title, { ...options, duration });
}

async function main() {
  step('Building the API…');
  run('node', ['build.mjs'], { cwd: apiDir });

  // The hello world is loaded before and after the app (same machine, same minute); each figure is set against
  // the faster of the two, so a slow moment of the machine cannot flatter the ratios.
  const helloWorldRun = async (title) => {
    const helloPort = await freePort();
    const hello = await startHelloWorld(helloPort);
    try {
      step(`Loading the Fastify hello world with ${connections} connections for ${duration} s…`);
      return await measure(title, `http://127.0.0.1:${helloPort}/api/v1/health`);
    } finally {
      await hello.stop();
    }
  };
  const before = await helloWorldRun('hello world (before)');

  const database = await freshDatabase();
  const port = await freePort();
  const env = { ...process.env, ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  delete env.API_FOOTBALL_KEY;
  let server;
  try {
    step(`Migrating a fresh ${database.label} database…`);
    run('node', [path.join(apiDir, 'dist/migrate-cli.js')], { env, cwd: root });
    const token = randomBytes(32).toString('base64url');
    await database.seed(
      `with player as (
         insert into users (email, username, firstname, lastname, password_hash, email_verified_at)
         values ('bench.read@example.com', 'bench_read', 'Bench', 'Reader', 'not-a-password', now()) returning id)
       insert into sessions (user_id, token_hash, expires_at) select id, $1, now() + interval '1 day' from player`,
      [createHash('sha256').update(token).digest('hex')],
    );
    step('Starting the built server (the embedded season and its demo players)…');
    server = await startServer(env);
    // The start-up work that follows listening (badges, the model refit) is done within seconds: not measured.
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 15_000)));
    const base = `http://127.0.0.1:${port}/api/v1`;
    const signedIn = { authorization: `Bearer ${token}` };
    const round = await (await fetch(`${base}/match`, { headers: signedIn })).json();
    if (!round.success) throw new Error(`GET /match answered ${JSON.stringify(round)}`);
    const roundNumber = round.data.current_round;
    const matchId = round.data.matches.rows[0].id;

    step(`Loading each call with ${connections} connections for ${duration} s…\n`);
    const calls = [
      await measure('GET /match/home (visitor)', `${base}/match/home`),
      await measure('GET /match/home (visitor, brotli)', `${base}/match/home`, { 'accept-encoding': 'br, gzip' }),
      await measure(`GET /match/${matchId} (visitor)`, `${base}/match/${matchId}`),
      await measure('GET /score (visitor)', `${base}/score`),
      // What a browser asks for: every browser sends Accept-Encoding, and a compressed answer is fewer bytes to write.
      await measure('GET /score (visitor, brotli)', `${base}/score`, { 'accept-encoding': 'br, gzip' }),
      await measure(`GET /match?round=${roundNumber} (signed in)`, `${base}/match?round=${roundNumber}`, signedIn),
    ];
    await server.stop();
    server = undefined;
    const after = await helloWorldRun('hello world (after)');
    const baseline = before.perSecond >= after.perSecond ? before : after;
    const results = [before, after, ...calls];
    step(`Reads on ${database.label} (${os.cpus().length} CPU, Node ${process.version}):`);
    console.table(
      results.map((result) => ({
        call: result.title,
        'req/s': Math.round(result.perSecond),
        'of hello world': `${((100 * result.perSecond) / baseline.perSecond).toFixed(1)}%`,
        'p50 ms': Math.round(result.p50 * 10) / 10,
        'p99 ms': Math.round(result.p99 * 10) / 10,
        statuses: Object.entries(result.statuses)
          .map(([code, count]) => `${code}×${count}`)
          .join(' '),
        errors: result.errors,
      })),
    );
    if (results.some((result) => result.non2xx > 0 || result.errors > 0)) process.exitCode = 1;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
