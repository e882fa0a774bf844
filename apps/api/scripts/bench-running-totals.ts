/**
 * `npm run bench:running-totals` (issue 14): the time the `running-totals` job takes to build again the running
 * totals a scoring made stale, on the load database (`npm run seed:load -- --players 100000`; LOAD_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/scoreline_load). Each run records, as a scoring does, that a match day
 * changed (BENCH_DAYS_BACK, default 0: the last match day; 1 the one before it, so two days are built), then times
 * the job's own work (`buildStale`). The rows it builds are the same as before (derived data; nothing else moves).
 *
 * BENCH_RUNS (default 5) runs; the median is printed.
 */
import { openDatabase } from '../src/db/client';
import { createRunningTotals } from '../src/modules/predictions/running-totals';
import { runningTotalsRepository } from '../src/modules/predictions/running-totals.repository';

const url = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scoreline_load';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const daysBack = Number(process.env.BENCH_DAYS_BACK ?? 0);
const connection = await openDatabase({ databaseUrl: url, maxConnections: 2 });
const db = connection.db;
const running = createRunningTotals(db);

// The competition-season of the load database's matches (issue 56: running totals are kept per competition-season).
const [key] = await runningTotalsRepository.seasonsWithChanges(db);
if (!key) throw new Error(`no scored match day in ${url}: run npm run seed:load first`);
const days = await runningTotalsRepository.matchDays(db, key);
const day = days[days.length - 1 - daysBack];
if (!day) throw new Error(`no scored match day in ${url}: run npm run seed:load first`);
// Whatever is stale now is built first, so that every run builds the same days.
const settled = await running.buildStale();
console.log(`${days.length} match days; ${settled} built before the runs; each run marks ${day} changed.`);

const times: number[] = [];
for (let run = 1; run <= runs; run++) {
  await db.transaction(async (tx) => {
    await runningTotalsRepository.recordDayChanged(tx, key, day);
  });
  const started = performance.now();
  const built = await running.buildStale();
  const ms = performance.now() - started;
  times.push(ms);
  console.log(`run ${run}: built ${built} day(s) in ${ms.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
console.log(`median ${median.toFixed(0)} ms over ${runs} runs (2 CPU, Node ${process.version})`);
await connection.close();
