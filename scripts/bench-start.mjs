/**
 * Start-up time of the embedded run (issue 14: ≤ 8 s cold, ≤ 2 s warm): from spawning the built server to the
 * first 200 of `/api/v1/health` and of the landing page, then of `/api/v1/health/ready` (the season prepared: the
 * embedded run listens first and prepares after), on a fresh PGlite folder (cold: migrations, the season's
 * import, the demo players, scoring the replayed matches) and again on the same folder (warm). Three of each;
 * prints the median and the slowest.
 *
 *   npm run build && npm run bench:start          # BENCH_RUNS=5 for more starts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiDir, freePort, root, step } from './bench-lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);

async function firstOk(url, server, started) {
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** One start on `dataDir`: milliseconds to the health check's and the landing page's first 200. */
async function start(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn('node', [path.join(apiDir, 'dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const health = await firstOk(`${base}/api/v1/health`, server, started);
    const page = await firstOk(`${base}/`, server, started);
    // The embedded run listens before it prepares the season; the season is ready (points, rankings) after this.
    const ready = await firstOk(`${base}/api/v1/health/ready`, server, started);
    return { health, page, ready };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const summary = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    start: label,
    'median s': (sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2),
    'slowest s': (sorted[sorted.length - 1] / 1000).toFixed(2),
  };
};

const cold = [];
const warm = [];
for (let run = 0; run < runs; run++) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-bench-start-'));
  try {
    cold.push(await start(dataDir));
    warm.push(await start(dataDir));
    step(
      `run ${run + 1}: cold ${(cold.at(-1).health / 1000).toFixed(2)} s, warm ${(warm.at(-1).health / 1000).toFixed(2)} s`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.table([
  summary(
    'cold: /api/v1/health',
    cold.map((each) => each.health),
  ),
  summary(
    'cold: landing page',
    cold.map((each) => each.page),
  ),
  summary(
    'cold: season prepared (/health/ready)',
    cold.map((each) => each.ready),
  ),
  summary(
    'warm: /api/v1/health',
    warm.map((each) => each.health),
  ),
  summary(
    'warm: landing page',
    warm.map((each) => each.page),
  ),
  summary(
    'warm: season prepared (/health/ready)',
    warm.map((each) => each.ready),
  ),
]);
