/**
 * `npm run bench:kickoff` (issue 56): do the reads hold during a kick-off wave? On PostgreSQL, one API process
 * (ROLE=all) takes POST /prediction at a steady 500 req/s from many players while a second, web process (ROLE=web)
 * serves the visitors' busiest reads: GET /match/home, /score and /match?round=n. In the same run, a bare Fastify
 * hello world in its own process is measured under the same wave. Each read is loaded in turn, BENCH_ROUNDS times
 * (3), and printed with its median req/s and p99 (lowest–highest), and its share of the hello world's req/s.
 * Targets: each read ≥ 50 % of the hello world, p99 ≤ 50 ms.
 *
 * The database (KICKOFF_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/scoreline_kickoff_load) is filled by
 * `npm run seed:load -- --players 2000` when it has no players (the embedded season scored, ~2 min); the benchmark
 * adds a round of upcoming matches, sessions for the players, and removes them afterwards. BENCH_PORT_BASE (three
 * ports from it, four with BENCH_COMPARE) instead of free ports; BENCH_DURATION (10 s) per load, BENCH_CONNECTIONS (10) per read.
 * BENCH_COMPARE=<folder>: a second web process runs that other build of the API (a copy of apps/api/dist, e.g. made
 * before a change: `cp -r apps/api/dist apps/api/dist-before`), under the same wave; each read is loaded on both,
 * the order swapped each round, and printed for both (rows marked "compared build").
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import {
  apiDir,
  cpuTimeOf,
  freePort,
  load,
  median,
  root,
  run,
  startHelloWorld,
  startServer,
  step,
} from './bench-lib.mjs';

const databaseUrl = process.env.KICKOFF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scoreline_kickoff_load';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const writeRate = Number(process.env.BENCH_WRITE_RATE ?? 500);
const seedPlayers = Number(process.env.KICKOFF_PLAYERS ?? 2000);
// The kick-off round: the matches every player predicts during the wave (removed afterwards).
const WAVE_ROUND = 39;
const WAVE_MATCHES = 10;
const RECONNECT_RATE = 500;

const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const portAt = async (offset) => (portBase === undefined ? freePort() : portBase + offset);

async function connect() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

let client;
try {
  client = await connect();
  const { rows } = await client.query(`select count(*)::int as players from users`);
  if (rows[0].players === 0) throw new Error('no players');
} catch {
  await client?.end().catch(() => undefined);
  step(`Seeding ${databaseUrl} with ${seedPlayers} players (npm run seed:load)…`);
  run(
    'npx',
    ['tsx', 'apps/api/scripts/seed-load.ts', '--players', String(seedPlayers), '--database-url', databaseUrl],
    {
      cwd: root,
      env: { ...process.env, TSX_DISABLE_CACHE: '1' },
    },
  );
  client = await connect();
}
const q = async (text, params) => (await client.query(text, params)).rows;

step('Building the API…');
run('node', ['build.mjs'], { cwd: apiDir });

// --- The wave's matches and players' sessions --------------------------------------------------------------------
async function removeWave() {
  await q(`delete from scored_predictions where match_id in (select id from matches where round = $1)`, [WAVE_ROUND]);
  await q(`delete from matches where round = $1`, [WAVE_ROUND]);
  if (sessionIds.length > 0) await q(`delete from sessions where id = any($1::uuid[])`, [sessionIds]);
}
const sessionIds = [];
await removeWave();
const [{ competition_id: competitionId, season }] = await q(`select competition_id, season from matches limit 1`);
const teams = (await q(`select id from teams order by id limit $1`, [2 * WAVE_MATCHES])).map((row) => row.id);
const matchIds = (
  await q(
    `insert into matches (provider, provider_fixture_id, competition_id, season, round, round_label, kickoff_at, status,
                          home_team_id, away_team_id)
     select 'embedded', 'kickoff-' || n, $1, $2, $3, 'Regular Season - 39', now() + interval '2 days' + n * interval '1 minute',
            'NS', ($4::int[])[2 * n - 1], ($4::int[])[2 * n]
       from generate_series(1, $5) as n returning id`,
    [competitionId, season, WAVE_ROUND, teams, WAVE_MATCHES],
  )
).map((row) => row.id);
const userIds = (await q(`select id from users where status = 'active' order by id`)).map((row) => row.id);
const tokens = [];
for (let start = 0; start < userIds.length; start += 1000) {
  const values = [];
  const params = [];
  for (const id of userIds.slice(start, start + 1000)) {
    const token = randomBytes(32).toString('base64url');
    tokens.push(token);
    params.push(id, createHash('sha256').update(token).digest('hex'));
    values.push(`($${params.length - 1}::int, $${params.length}, now() + interval '1 hour')`);
  }
  const inserted = await q(
    `insert into sessions (user_id, token_hash, expires_at) values ${values.join(',')} returning id`,
    params,
  );
  sessionIds.push(...inserted.map((row) => row.id));
}
step(`${userIds.length} players, ${matchIds.length} matches kicking off in two days (round ${WAVE_ROUND}).`);

// --- The processes -----------------------------------------------------------------------------------------------
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO: 'false',
  REPLAY_ROUND: 'off',
  FOOTBALL_SYNC_INTERVAL_SECONDS: '86400',
  // The web process's cache lookups (hits, misses) are read from its /metrics after the run.
  METRICS_TOKEN: randomBytes(24).toString('base64url'),
};
delete env.API_FOOTBALL_KEY;
const [apiPort, webPort, helloPort] = [await portAt(0), await portAt(1), await portAt(2)];
const api = await startServer({ ...env, PORT: String(apiPort), ROLE: 'all' });
const web = await startServer({ ...env, PORT: String(webPort), ROLE: 'web' });
const compareBuild = process.env.BENCH_COMPARE ? path.resolve(root, process.env.BENCH_COMPARE) : undefined;
const comparePort = compareBuild ? await portAt(3) : undefined;
const compared = compareBuild
  ? await startServer({ ...env, PORT: String(comparePort), ROLE: 'web' }, compareBuild)
  : undefined;
if (compared) step(`The compared build (${compareBuild}) on ${comparePort}.`);
const hello = await startHelloWorld(helloPort);
step(`API (ROLE=all) on ${apiPort}, web (ROLE=web) on ${webPort}, hello world on ${helloPort}.`);

// --- The wave: 500 predictions a second from many players, for as long as the reads are measured -----------------
let pair = 0;
let waveStopped = false;
const waveResults = [];
async function wave() {
  // BENCH_WRITE_RATE=0: no wave, the reads alone (a baseline in the same minutes).
  while (!waveStopped && writeRate > 0) {
    waveResults.push(
      await load('POST /prediction', {
        url: `http://127.0.0.1:${apiPort}/api/v1/prediction`,
        method: 'POST',
        connections: 50,
        overallRate: writeRate,
        duration: 5,
        reconnectRate: RECONNECT_RATE,
        requests: [
          {
            setupRequest: (request) => {
              const next = pair++;
              const player = next % tokens.length;
              const matchId = matchIds[Math.floor(next / tokens.length) % matchIds.length];
              return {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${tokens[player]}`,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ matchId, prediction: `${next % 4}:${next % 3}` }),
              };
            },
          },
        ],
      }),
    );
  }
}

const reads = [
  ['hello world', `http://127.0.0.1:${helloPort}/api/v1/health`],
  ['GET /match/home', `http://127.0.0.1:${webPort}/api/v1/match/home`],
  ['GET /score', `http://127.0.0.1:${webPort}/api/v1/score`],
  [`GET /match?round=${WAVE_ROUND}`, `http://127.0.0.1:${webPort}/api/v1/match?round=${WAVE_ROUND}`],
  // A player's own round, built per request (their picks have no version to keep it under: ADR 093); not a target.
  [
    `GET /match?round=${WAVE_ROUND} (signed in)`,
    `http://127.0.0.1:${webPort}/api/v1/match?round=${WAVE_ROUND}`,
    { authorization: `Bearer ${tokens[1]}` },
  ],
];
// With BENCH_COMPARE, each read on the compared build too, next to it.
if (compared) {
  for (let index = reads.length - 1; index >= 1; index -= 1) {
    const [title, url, headers] = reads[index];
    const other = [`${title} (compared build)`, url.replace(`:${webPort}/`, `:${comparePort}/`), headers];
    reads.splice(index + 1, 0, other);
  }
}
/** A round's order: with a compared build, each read's pair swapped every other round (neither always goes first). */
const inOrder = (round) =>
  compared && round % 2 === 0
    ? reads.map((read, index) => (index === 0 ? read : reads[index % 2 ? index + 1 : index - 1]))
    : reads;
const readOptions = (url, seconds, headers = {}) => ({
  url,
  connections,
  duration: seconds,
  reconnectRate: RECONNECT_RATE,
  headers: { 'accept-encoding': 'br, gzip', ...headers },
});

const results = new Map(reads.map(([title]) => [title, []]));
const running = wave();
try {
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // the wave under way
  for (const [, url, headers] of reads) await load('warm-up', readOptions(url, 2, headers));
  for (let round = 1; round <= rounds; round += 1) {
    for (const [title, url, headers] of inOrder(round)) {
      // The CPU the serving process spent per request: steadier than req/s on a shared machine.
      const server = title === 'hello world' ? hello : title.endsWith('(compared build)') ? compared : web;
      const cpuBefore = await cpuTimeOf(server.pid);
      const result = await load(title, readOptions(url, duration, headers));
      const cpuAfter = await cpuTimeOf(server.pid);
      result.cpuPerRequest = (1000 * (cpuAfter - cpuBefore)) / Math.max(1, result.requests);
      if (result.non2xx > 0 || result.errors > 0) step(`  ${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      results.get(title).push(result);
    }
    step(`round ${round} of ${rounds} done`);
  }
  const metrics = await fetch(`http://127.0.0.1:${webPort}/metrics`, {
    headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
  }).then((response) => response.text());
  const lookups = [...metrics.matchAll(/^scoreline_cache_lookups_total\{[^}]*result="(hit|miss)"[^}]*\} (\d+)/gm)];
  const plural = { hit: 'hits', miss: 'misses' };
  step(`The web process's cache: ${lookups.map(([, result, count]) => `${count} ${plural[result]}`).join(', ')}.`);
} finally {
  waveStopped = true;
  await running.catch((error) => step(`the wave failed: ${error.message}`));
  await Promise.all([api.stop(), web.stop(), hello.stop(), compared?.stop()]);
  await removeWave();
  await client.end();
}

// --- Figures -----------------------------------------------------------------------------------------------------
const spread = (values, digits = 0) => {
  const round = (value) => (digits === 0 ? Math.round(value) : Math.round(value * 10 ** digits) / 10 ** digits);
  return `${round(median(values))} (${round(Math.min(...values))}–${round(Math.max(...values))})`;
};
const written = waveResults.reduce((sum, result) => sum + result.requests, 0);
const writeSeconds = Math.max(1, waveResults.length * 5);
const failedWrites = waveResults.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
const writeP99 = waveResults.map((result) => result.p99);
if (writeRate > 0)
  step(
    `\nThe wave: ${written} predictions in ~${writeSeconds} s (${Math.round(written / writeSeconds)} req/s asked ` +
      `${writeRate}), ${failedWrites} refused or failed, p99 ${spread(writeP99, 1)} ms (median of 5 s slices).`,
  );
const helloRates = results.get('hello world').map((result) => result.perSecond);
step(
  `\nReads on the web process during the wave, ${connections} connections, ${duration} s × ${rounds} rounds ` +
    '(median, lowest–highest):',
);
console.table(
  reads.map(([title]) => {
    const runs = results.get(title);
    const ratios = runs.map((result, index) => (100 * result.perSecond) / helloRates[index]);
    return {
      call: title,
      'req/s': spread(runs.map((result) => result.perSecond)),
      'p99 ms': spread(
        runs.map((result) => result.p99),
        1,
      ),
      '% of hello world': title === 'hello world' ? '100' : spread(ratios),
      'CPU µs/request': spread(runs.map((result) => result.cpuPerRequest)),
    };
  }),
);
step('Targets: each read ≥ 50 % of the hello world, p99 ≤ 50 ms. A shared machine: figures move between runs.');
