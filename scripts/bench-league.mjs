/**
 * Leaderboard and predictions at the scale of a real league (issue #5), against the PostgreSQL database
 * filled by `npm run seed:load -- --players 100000` (LOAD_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/scoreline_load). Prints:
 * - p50/p95/p99 and req/s of GET /score overall, by round and for a 30-day range (BENCH_CONNECTIONS, 10 s each),
 *   plus the first (cold) answer of each, which builds that ranking once, and five 30-day ranges not asked before;
 * - the time to score one match with all its predictions (a corrected result, every player's aggregates move),
 *   and to score it back, then the first answer of a 30-day range after that scoring (its running totals are built
 *   again: docs/decisions/026);
 * - POST /prediction requests/s and p99 at 200 connections, each request a new (player, match) pair, beside a bare
 *   Fastify POST, the write floor (the same group commit with nothing of the app around it) and the app's write
 *   under a bare server (the app's predictions service on its tables, without the app's request path), and the CPU
 *   each of their requests cost the server, PostgreSQL and the load generator (bench-cpu.mjs);
 * - three first scorings of a match with a copy of the last match's predictions, on a copy of the database
 *   (bench-first-scoring.mjs).
 * The benchmark's own matches, sessions and predictions are removed afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchFirstScoring } from './bench-first-scoring.mjs';
import { benchReads } from './bench-league-reads.mjs';
import { cpuMeter, cpuTable } from './bench-cpu.mjs';
import { startAppWriteFloor, startWriteFloor } from './bench-write-floor.mjs';
import {
  apiDir,
  createOperator,
  settle as settleJobs,
  freePort,
  inLeagueSeason,
  load,
  memoryOf,
  run,
  startHelloWorld,
  startServer,
  step,
  table,
  timed,
} from './bench-lib.mjs';

const databaseUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scoreline_load';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// BENCH_PARTS=scoring,post (say) runs only those parts; all four by default.
const parts = new Set((process.env.BENCH_PARTS ?? 'reads,scoring,post,first').split(','));
const BENCH_PLAYERS = 2000;
// 2,000 players × 120 matches = 240,000 distinct (player, match) pairs: more than a run can send, so every
// measured request is a new prediction (201), never a repeat.
const BENCH_MATCHES = 120;
// The round the benchmark's matches are put in (removed with them afterwards).
const benchRound = 90;
// Each connection is reopened after this many answers, as browsers do when the app closes one after 1,000.
const RECONNECT_RATE = 500;

const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
} catch {
  step(`No load database at ${databaseUrl}: run \`npm run seed:load -- --players 100000\` first. Skipping.`);
  process.exit(0);
}
const q = async (text, params) => (await client.query(text, params)).rows;

const [{ players, predictions }] = await q(
  `select (select count(*) from users)::int as players, (select count(*) from predictions)::int as predictions`,
);
step(`Load database: ${players} players, ${predictions} predictions.`);

step('Building the API…');
run('node', ['build.mjs'], { cwd: apiDir });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO: 'false',
  REPLAY_ROUND: 'off',
  FOOTBALL_SYNC_INTERVAL_SECONDS: '86400',
  // The competitions the load holds beside the Premier League (seed:load --competitions), and none other: a server
  // importing (and scoring) competitions the load lacks would move rankings under the reads for minutes.
  EMBEDDED_COMPETITIONS: await loadedCompetitions(),
};
delete env.API_FOOTBALL_KEY;

/** The embedded competitions the load database holds, as EMBEDDED_COMPETITIONS names them ('none' for the league alone). */
async function loadedCompetitions() {
  const rows = await q(`select slug from competition_seasons where slug <> 'premier-league-2023-24' order by slug`);
  return rows.length === 0 ? 'none' : rows.map((row) => row.slug).join(',');
}

/** `load`, with the CPU each request cost (bench-cpu.mjs) of the server `pid`, PostgreSQL and this process. */
async function measuredLoad(title, options, pid) {
  const meter = await cpuMeter(pid);
  const result = await load(title, options);
  return { ...result, cpu: await meter.stop(result.requests) };
}

/** `appPid`: the app's server process. */
async function benchPredictions(appPid) {
  // --- Predictions -------------------------------------------------------------------------------------------
  step(
    `\nPOST /prediction, 200 connections, ${duration} s after a 3 s warm-up, each request a new (player, match) pair:`,
  );
  // The scored facts carry no foreign key (ADR 076): a benchmark match's go with it.
  await q(`delete from scored_predictions where match_id in (select id from matches where round = $1)`, [benchRound]);
  await q(`delete from matches where round = $1`, [benchRound]);
  const [{ competition_id: competitionId, season }] = await q(
    `select competition_id, season from matches where ${inLeagueSeason()} limit 1`,
  );
  const matchIds = (
    await q(
      `insert into matches (provider, provider_fixture_id, competition_id, season, round, round_label, kickoff_at, status, home_team_id, away_team_id)
       select 'embedded', 'bench-' || n, $1, $2, $3, 'Bench', now() + interval '7 days', 'NS',
              (select id from teams order by id limit 1), (select id from teams order by id desc limit 1)
         from generate_series(1, $4) as n returning id`,
      [competitionId, season, benchRound, 2 * BENCH_MATCHES],
    )
  ).map((row) => row.id);
  // The app's POST and the app's write under a bare server each pick new pairs of their own half of the matches.
  const appMatchIds = matchIds.slice(0, BENCH_MATCHES);
  const appWriteMatchIds = matchIds.slice(BENCH_MATCHES);
  const tokens = [];
  const userIds = (await q(`select id from users where is_demo order by id limit $1`, [BENCH_PLAYERS])).map(
    (row) => row.id,
  );
  const values = [];
  for (const id of userIds) {
    const token = randomBytes(32).toString('base64url');
    tokens.push(token);
    values.push(`(${id}, '${createHash('sha256').update(token).digest('hex')}', now() + interval '1 hour')`);
  }
  await q(`insert into sessions (user_id, token_hash, expires_at) values ${values.join(',')}`);
  // Loads that send each request a new (player, match) pair: player `pair % players`, then the next match once every
  // player has one, among `matches`. `build(player, pick)` gives the request's own headers and body for the player's
  // index.
  const newPairs = (url, matches, build) => {
    let next = 0;
    return (seconds) => ({
      url,
      method: 'POST',
      connections: 200,
      duration: seconds,
      reconnectRate: RECONNECT_RATE,
      requests: [
        {
          setupRequest: (request) => {
            const pair = next++;
            const player = pair % userIds.length;
            const matchId = matches[Math.floor(pair / userIds.length) % matches.length];
            const { headers, body } = build(player, { matchId, prediction: `${pair % 4}:${pair % 3}` });
            return {
              ...request,
              headers: { ...request.headers, ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            };
          },
        },
      ],
    });
  };
  const postOptions = newPairs(`${base}/api/v1/prediction`, appMatchIds, (player, pick) => ({
    headers: { authorization: `Bearer ${tokens[player]}` },
    body: pick,
  }));
  // A 3 s warm-up (connection pools, JIT) that is not measured, then the measured run.
  const warmUp = await load('warm-up', postOptions(3));
  const predictionsResult = await measuredLoad('POST /api/v1/prediction', postOptions(duration), appPid);
  // The target is a share of a bare Fastify server's POST rate, measured in the same minute (issue 14).
  const helloPort = await freePort();
  const hello = await startHelloWorld(helloPort);
  const helloOptions = {
    url: `http://127.0.0.1:${helloPort}/api/v1/health`,
    method: 'POST',
    connections: 200,
    reconnectRate: RECONNECT_RATE,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId: 1, prediction: '2:1' }),
  };
  await load('hello world (warm-up)', { ...helloOptions, duration: 3 });
  const helloResult = await measuredLoad('POST hello world', { ...helloOptions, duration }, hello.pid);
  await hello.stop();
  // The write floor: the same group commit with nothing of the app around it (scripts/write-floor-server.mjs), the
  // same new (player, match) pairs, so the share the app's own request path costs is measured, not guessed.
  const floorPort = await freePort();
  const floor = await startWriteFloor(q, databaseUrl, floorPort);
  const floorOptions = newPairs(`http://127.0.0.1:${floorPort}/api/v1/prediction`, appMatchIds, (player, pick) => ({
    body: { userId: userIds[player], ...pick },
  }));
  await load('write floor (warm-up)', floorOptions(3));
  const floorResult = await measuredLoad('POST write floor', floorOptions(duration), floor.pid);
  await floor.stop();
  // The app's own write (its predictions service on its tables) under a bare server: the app minus its request path.
  const appWritePort = await freePort();
  const appWrite = await startAppWriteFloor(databaseUrl, appWritePort);
  const appWriteOptions = newPairs(
    `http://127.0.0.1:${appWritePort}/api/v1/prediction`,
    appWriteMatchIds,
    (player, pick) => ({ body: { userId: userIds[player], ...pick } }),
  );
  await load("the app's write (warm-up)", appWriteOptions(3));
  const appWriteResult = await measuredLoad("POST the app's write", appWriteOptions(duration), appWrite.pid);
  await appWrite.stop();
  table([helloResult, predictionsResult, floorResult, appWriteResult]);
  step('CPU per request of each load above (/proc; the load generator is this process):');
  cpuTable([helloResult, predictionsResult, floorResult, appWriteResult]);
  const share = (result) => ((100 * result.perSecond) / helloResult.perSecond).toFixed(1);
  step(
    `POST /prediction: ${share(predictionsResult)}% of the hello world's requests/s (target ≥ 50%), p99 ` +
      `${predictionsResult.p99.toFixed(1)} ms (target ≤ 50 ms). The write floor (the same group commit, nothing ` +
      `else): ${share(floorResult)}%, p99 ${floorResult.p99.toFixed(1)} ms. The app's write under a bare server ` +
      `(its predictions service, no request path): ${share(appWriteResult)}%, p99 ${appWriteResult.p99.toFixed(1)} ms.`,
  );
  const [{ saved }] = await q(`select count(*)::int as saved from predictions where match_id = any($1)`, [appMatchIds]);
  // Nothing acknowledged is lost: every 201 (warm-up and measured run) is a stored row. Stored may exceed
  // acknowledged by answers autocannon receives but does not count: up to 200 requests in flight when each of the
  // two runs stops, and the answer on which a connection is reopened (every RECONNECT_RATE-th of a connection: autocannon
  // resets it before recording that answer, node_modules/autocannon/lib/httpClient.js).
  const acknowledged = (warmUp.statuses['201'] ?? 0) + (predictionsResult.statuses['201'] ?? 0);
  const uncounted = 2 * 200 + Math.ceil(acknowledged / (RECONNECT_RATE - 1));
  const consistent = saved >= acknowledged && saved - acknowledged <= uncounted;
  step(
    `Answers by status: ${JSON.stringify(predictionsResult.statuses)}; acknowledged (201, warm-up included): ` +
      `${acknowledged}; stored: ${saved} ${consistent ? '✔' : '✘ LOST OR UNEXPLAINED ROWS'}.`,
  );
}

const settle = () => settleJobs(q);

const server = await startServer(env);
let adminServer;
try {
  // The first start's sync and catch-up jobs (a load migrated by a newer build) finish before anything is measured.
  step(`Server started; its first jobs settled in ${await settle()} ms.`);
  if (parts.has('reads')) {
    await benchReads({ base, q, pid: server.pid, connections, duration, benchRound, reconnectRate: RECONNECT_RATE });
  }

  // --- Scoring one match -------------------------------------------------------------------------------------
  // The season's last ten matches kick off together: the highest id breaks the tie, so every run (and a run of an
  // older commit beside it) corrects the same match.
  const [match] = await q(
    `select m.id, m.home_goals, m.away_goals, (select count(*) from predictions p where p.match_id = m.id)::int as picks
       from matches m where m.status = 'FT' and ${inLeagueSeason('m.')} order by m.kickoff_at desc, m.id desc limit 1`,
  );
  step(`\nScoring match ${match.id} (${match.picks} predictions) through the operator endpoint:`);
  // The operator needs a session; ADMIN_EMAILS is read at boot, so restart the server with it.
  await server.stop();
  const { adminId, adminEmail, adminToken } = await createOperator(q);
  adminServer = await startServer({ ...env, ADMIN_EMAILS: adminEmail });
  const put = (home, away) =>
    fetch(`${base}/api/v1/admin/matches/${match.id}/result`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ home, away }),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`PUT result answered ${response.status}: ${await response.text()}`);
    });
  if (parts.has('scoring')) {
    const { home_goals: home, away_goals: away } = match;
    const flipped =
      home === away ? { home: home + 1, away } : { home: Math.min(home, away), away: Math.min(home, away) };
    // Each change is timed alone: the badge jobs a completed round sends run in this process, so the next change
    // waits for them (their time is printed beside it).
    const changes = [
      [`correct ${home}:${away} → ${home + 1}:${away}`, { home: home + 1, away }],
      [`restore ${home}:${away}`, { home, away }],
      // The worst case: the outcome changes, so every prediction's points or outcome counters move.
      [`outcome changes → ${flipped.home}:${flipped.away}`, flipped],
      [`restore ${home}:${away}`, { home, away }],
    ];
    const scoring = [];
    for (const [label, result] of changes) {
      const { ms } = await timed(label, () => put(result.home, result.away));
      scoring.push({ label, ms, background: await settle() });
    }
    console.table(
      scoring.map(({ label, ms, background }) => ({
        'result change': label,
        'answer incl. scoring ms': ms,
        'background work after, ms': background,
      })),
    );
    // After a scoring, the running totals from the match's day on are stale (docs/decisions/026): the first range
    // that needs them builds them again from the day before.
    const [{ from, to }] = await q(
      `select to_char(max(day) - 29, 'YYYY-MM-DD') as from, to_char(max(day), 'YYYY-MM-DD') as to from player_day_changes where isfinite(day) and ${inLeagueSeason()}`,
    );
    const afterScoring = await timed(`${from} → ${to}`, () =>
      fetch(`${base}/api/v1/score?start=${from}&end=${to}`).then((r) => r.json()),
    );
    step(`\nThe 30-day range ${afterScoring.label} asked first after the scoring: ${afterScoring.ms} ms.`);
    await q(`delete from audit_log where actor_user_id = $1`, [adminId]);
    await q(`delete from match_overrides where match_id = $1`, [match.id]);
  }

  // A scoring that completes a round again sends the badge jobs, which this process runs: the POST run waits for
  // them, so it measures the predictions alone (and the time that background work took is printed).
  const settled = await settle();
  if (settled > 1_000)
    step(`\nBackground work after the scoring (badges, events) took ${(settled / 1000).toFixed(1)} s.`);

  if (parts.has('post')) await benchPredictions(adminServer.pid);

  const writeMemory = await memoryOf(adminServer.pid);
  step(
    `API process memory after the scoring and the predictions: RSS ${writeMemory.rssMiB} MiB, peak ${writeMemory.peakMiB} MiB.`,
  );
  await adminServer.stop();
  // The scored facts carry no foreign key (ADR 076): a benchmark match's go with it.
  await q(`delete from scored_predictions where match_id in (select id from matches where round = $1)`, [benchRound]);
  await q(`delete from matches where round = $1`, [benchRound]);
  await q(`delete from sessions where user_id in (select id from users where is_demo) or user_id = $1`, [adminId]);
  await q(
    `update player_totals t set predictions_made = c.n
       from (select m.competition_id, m.season, p.user_id, count(*)::int as n
               from predictions p join matches m on m.id = p.match_id group by 1, 2, 3) c
      where c.competition_id = t.competition_id and c.season = t.season and c.user_id = t.user_id`,
  );
  await q(`delete from users where id = $1`, [adminId]);
  step(
    `\n(${os.cpus().length} CPU, Node ${process.version}; database ${path.basename(new URL(databaseUrl).pathname)})`,
  );
} finally {
  await server.stop().catch(() => undefined);
  await adminServer?.stop().catch(() => undefined);
  await client.end();
}

// Last: it copies the load database, which needs every connection to it closed.
if (parts.has('first')) await benchFirstScoring(databaseUrl, env);
