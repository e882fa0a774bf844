/**
 * The read path against a bare server (issue 14): the busiest reads, each loaded right after a Fastify hello world
 * (its own process, running beside the app for the whole run), printed as requests/s, its share of that hello world's,
 * and p50/p99 latency. 100 connections, 10 s per load (BENCH_CONNECTIONS, BENCH_DURATION to change).
 *
 *   npm run build && npm run bench:read                                   # on a temporary PGlite folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:read
 *                                                                         # on a fresh PostgreSQL database
 *   BENCH_ROUNDS=3 npm run bench:read                                     # every pair three times: medians
 *   BENCH_CALLS=score BENCH_ROUNDS=5 npm run bench:read                   # only the calls whose title has "score"
 *
 * Each call is paired with the hello world loaded just before it: this machine's speed drifts by up to 2× within a
 * run (a hello world measured before the app and after it read 21.5k and 39.7k req/s), so a share is only fair against
 * the machine of the same moment. With BENCH_ROUNDS > 1 the table shows each figure's median over the rounds.
 * Between the two, the same hello world sends the call's own body (the bytes the app sent, compressed when asked so):
 * `of same body` is the call's share of what a bare server sending those bytes reaches, so a large answer's cost is
 * told apart from the app's.
 *
 * The app runs as `npm start` runs it (the embedded season and its demo players), with one extra player whose
 * session is written straight into the tables for the signed-in call.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  apiDir,
  freePort,
  freshDatabase,
  load,
  median,
  root,
  run,
  startHelloWorld,
  startServer,
  step,
} from './bench-lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

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

/** The lowest and highest of some shares, as `41.2–58.9%` (one figure for one round). */
function spread(shares) {
  const low = Math.min(...shares).toFixed(1);
  const high = Math.max(...shares).toFixed(1);
  return low === high ? `${low}%` : `${low}–${high}%`;
}

async function main() {
  step('Building the API…');
  run('node', ['build.mjs'], { cwd: apiDir });

  const database = await freshDatabase();
  const port = await freePort();
  const env = { ...process.env, ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  delete env.API_FOOTBALL_KEY;
  const helloPort = await freePort();
  const helloUrl = `http://127.0.0.1:${helloPort}/api/v1/health`;
  let server;
  let hello;
  try {
    hello = await startHelloWorld(helloPort);
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

    const only = process.env.BENCH_CALLS ?? '';
    const calls = [
      { title: 'GET /match/home (visitor)', url: `${base}/match/home` },
      {
        title: 'GET /match/home (visitor, brotli)',
        url: `${base}/match/home`,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      { title: `GET /match/${matchId} (visitor)`, url: `${base}/match/${matchId}` },
      { title: 'GET /score (visitor)', url: `${base}/score` },
      // What a browser asks for: every browser sends Accept-Encoding, and a compressed answer is fewer bytes to write.
      { title: 'GET /score (visitor, brotli)', url: `${base}/score`, headers: { 'accept-encoding': 'br, gzip' } },
      {
        title: `GET /match?round=${roundNumber} (signed in)`,
        url: `${base}/match?round=${roundNumber}`,
        headers: signedIn,
      },
    ].filter(({ title }) => title.includes(only));
    if (calls.length === 0) throw new Error(`BENCH_CALLS=${only} names none of the calls`);
    // Each call keeps its pairs: the hello world loaded just before it, and the call itself. The same hello world
    // sending the call's own body (its bytes as sent) shows what the body's size alone costs a bare server.
    const measured = [];
    for (const [index, call] of calls.entries()) {
      measured.push({ ...call, same: await hello.sameBody(String(index), call.url, call.headers), pairs: [] });
    }
    for (let index = 0; index < rounds; index++) {
      step(
        `Round ${index + 1} of ${rounds}: each call after the hello world, ${connections} connections, ${duration} s each…`,
      );
      for (const call of measured) {
        const bare = await measure('hello world', helloUrl);
        const sameBody = await measure(`hello world sending ${call.same.bytes} bytes`, call.same.url);
        call.pairs.push({ bare, sameBody, app: await measure(call.title, call.url, call.headers) });
      }
    }
    const results = measured.flatMap(({ pairs }) => pairs.map(({ app }) => app));
    step(
      `Reads on ${database.label} (${os.cpus().length} CPU, Node ${process.version}), median of ${rounds} round(s):`,
    );
    console.table(
      measured.map(({ title, same, pairs: runs }) => {
        const shares = runs.map(({ app, bare }) => (100 * app.perSecond) / bare.perSecond);
        return {
          call: title,
          'req/s': Math.round(median(runs.map(({ app }) => app.perSecond))),
          'hello world req/s': Math.round(median(runs.map(({ bare }) => bare.perSecond))),
          'of hello world': `${median(shares).toFixed(1)}%`,
          // The rounds' spread: on a host whose speed drifts, one round can land either side of a target.
          'rounds (min–max)': spread(shares),
          'body bytes': same.bytes,
          'same body req/s': Math.round(median(runs.map(({ sameBody }) => sameBody.perSecond))),
          'of same body': `${median(runs.map(({ app, sameBody }) => (100 * app.perSecond) / sameBody.perSecond)).toFixed(1)}%`,
          'p50 ms': Math.round(median(runs.map(({ app }) => app.p50)) * 10) / 10,
          'p99 ms': Math.round(median(runs.map(({ app }) => app.p99)) * 10) / 10,
          statuses: Object.entries(
            runs.reduce((sum, { app }) => {
              for (const [code, count] of Object.entries(app.statuses)) sum[code] = (sum[code] ?? 0) + count;
              return sum;
            }, {}),
          )
            .map(([code, count]) => `${code}×${count}`)
            .join(' '),
          errors: runs.reduce((sum, { app }) => sum + app.errors, 0),
        };
      }),
    );
    const bareRuns = measured.flatMap(({ pairs }) => pairs.map(({ sameBody }) => sameBody));
    if ([...results, ...bareRuns].some((result) => result.non2xx > 0 || result.errors > 0)) process.exitCode = 1;
  } finally {
    await server?.stop();
    await hello?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
