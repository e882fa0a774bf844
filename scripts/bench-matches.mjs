/**
 * Benchmarks the two busiest match-centre calls (issue #4): `GET /api/v1/match?round=n` (signed in) and
 * `GET /api/v1/match/{id}`, with autocannon, 50 connections, 10 s each (BENCH_DURATION to change).
 *
 *   npm run bench:matches                                  # on a temporary PGlite data folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:matches
 *                                                          # on a temporary PostgreSQL database beside that one
 *
 * It builds the API (esbuild, a second), migrates a fresh database, adds one player with a session (straight into
 * the tables: the token's SHA-256 is what the sessions table keeps), starts the built server in its own process
 * (which imports the embedded season before listening), then loads it. Prints p50/p95/p99 latency and requests/s.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  apiDir,
  freePort,
  freshDatabase,
  load as loadWith,
  root,
  run,
  startServer,
  step,
  table,
} from './bench-lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(title, url, headers) {
  return loadWith(title, { url, connections, duration, headers });
}

async function main() {
  step('Building the API…');
  run('node', ['build.mjs'], { cwd: apiDir });

  const database = await freshDatabase();
  const port = await freePort();
  const env = {
    ...process.env,
    ...database.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO: 'false',
  };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  delete env.API_FOOTBALL_KEY;

  let server;
  try {
    step(`Migrating a fresh ${database.label} database…`);
    run('node', [path.join(apiDir, 'dist/migrate-cli.js')], { env, cwd: root });

    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await database.seed(
      `with player as (
         insert into users (email, username, firstname, lastname, password_hash, email_verified_at)
         values ('bench@example.com', 'bench_player', 'Bench', 'Player', 'not-a-password', now()) returning id)
       insert into sessions (user_id, token_hash, expires_at) select id, $1, now() + interval '1 day' from player`,
      [tokenHash],
    );

    step('Starting the built server (it imports the embedded season before listening)…');
    server = await startServer(env);
    const baseUrl = `http://127.0.0.1:${port}`;

    const headers = { authorization: `Bearer ${token}` };
    const round = await (await fetch(`${baseUrl}/api/v1/match`, { headers })).json();
    if (!round.success || round.data.matches.rows.length === 0)
      throw new Error(`GET /match answered ${JSON.stringify(round)}`);
    const roundNumber = round.data.current_round;
    const matchId = round.data.matches.rows[0].id;

    step(`Loading with ${connections} connections for ${duration} s per call…\n`);
    const results = [
      await load(`GET /api/v1/match?round=${roundNumber}`, `${baseUrl}/api/v1/match?round=${roundNumber}`, headers),
      await load(`GET /api/v1/match/${matchId}`, `${baseUrl}/api/v1/match/${matchId}`, headers),
    ];

    step(`Match centre on ${database.label} (${os.cpus().length} CPU, Node ${process.version}):`);
    table(results);
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
