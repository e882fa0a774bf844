// The write floors beside `POST /prediction` in `bench:league` (scripts/write-floor-server.mjs,
// scripts/write-floor-app-server.ts).
import path from 'node:path';
import { root, startNodeServer } from './bench-lib.mjs';

/** Starts a floor server (`node …args`) on `port` against `databaseUrl`; resolves once it answers, with `pid` and `stop`. */
function startFloorProcess(args, databaseUrl, port) {
  return startNodeServer(args, { ...process.env, PORT: String(port), FLOOR_DATABASE_URL: databaseUrl }, '/health');
}

/**
 * Creates the floor's own tables in the load database (`q` runs SQL there), starts the floor server on `port` and
 * returns `{ pid, stop }`; `stop` ends it and drops its tables.
 */
export async function startWriteFloor(q, databaseUrl, port) {
  await q(`drop table if exists bench_floor_predictions, bench_floor_events`);
  await q(`create table bench_floor_predictions (
             id bigint generated always as identity primary key, user_id int not null, match_id int not null,
             home_goals smallint not null, away_goals smallint not null, created_at timestamptz not null,
             unique (user_id, match_id))`);
  await q(
    `create table bench_floor_events (id bigint generated always as identity primary key, payload jsonb not null)`,
  );
  const server = await startFloorProcess([path.join(root, 'scripts/write-floor-server.mjs')], databaseUrl, port);
  return {
    pid: server.pid,
    async stop() {
      await server.stop();
      await q(`drop table if exists bench_floor_predictions, bench_floor_events`);
    },
  };
}

/**
 * Starts the app's write under a bare server (`scripts/write-floor-app-server.ts`: the app's predictions service on
 * the app's tables) on `port`; returns `{ pid, stop }`. The caller removes what it wrote with the bench's matches.
 * BENCH_NODE_ARGS (a profiler, say) applies here as it does to the app's server.
 */
export function startAppWriteFloor(databaseUrl, port) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const script = path.join(root, 'scripts/write-floor-app-server.ts');
  return startFloorProcess([...nodeArgs, '--import', 'tsx', script], databaseUrl, port);
}
