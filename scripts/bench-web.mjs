/**
 * The phone experience (issue 14): Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) on
 * the busiest pages, in Debian's Chromium, against the built app as `npm start` serves it. Three fresh loads per page
 * (browser cache cleared before each); prints the median Performance score, LCP, CLS and TBT, and the first-load
 * JavaScript: every script the page loaded, counted at its gzip size (the `.gz` copy the build wrote). The CPU index
 * is Lighthouse's benchmark of the machine during the loads: the same build's TBT on a machine half as fast is about
 * twice as long.
 *
 *   npm run build && npm run bench:web          # BENCH_RUNS=5 for more loads per page; BENCH_PAGES=/,/sign-in for some
 *                                                # BENCH_LHR_DIR=/tmp/lhr keeps each load's Lighthouse report
 *
 * It starts the built server on a temporary PGlite folder (the embedded season and its demo players), signs a player
 * up through the development outbox, and keeps their session in the browser's local storage for the signed-in pages
 * (Lighthouse clears the cache between loads, not local storage).
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import {
  CREDENTIALS_KEY,
  chromiumOptions,
  freePort,
  median,
  medianBy,
  root,
  signUp,
  startBuiltApp,
  step,
} from './bench-lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PAGES=/,/sign-in measures those paths only. */
const only = process.env.BENCH_PAGES?.split(',');
const webDist = path.join(root, 'apps/web/dist');
const pages = [
  { path: '/', signedIn: false },
  { path: '/sign-in', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/upcoming-matches', signedIn: true },
  { path: '/leaderboard', signedIn: true },
  // The top-ranked player's page: their profile, badges and insights above the ranking (ADR 061).
  { path: '/leaderboard/:top', signedIn: true },
];

/** `/leaderboard/:top` with the id of the player ranked first now. */
async function resolvedPath(base, pathname) {
  if (!pathname.includes(':top')) return pathname;
  const board = await (await fetch(`${base}/api/v1/score?size=1`)).json();
  const top = board.data?.results?.[0]?.user.id;
  if (!top) throw new Error('nobody is ranked: the embedded season was not scored');
  return pathname.replace(':top', String(top));
}

/** The gzip size of a built script: its `.gz` copy when the build wrote one, else compressed here. */
async function gzipSize(file) {
  try {
    return (await stat(`${file}.gz`)).size;
  } catch {
    return gzipSync(await readFile(file)).length;
  }
}

/** Every same-origin script of the load, by its gzip size in the build. */
async function firstLoadJs(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
      .map((item) => new URL(item.url).pathname),
  );
  let bytes = 0;
  for (const pathname of scripts) bytes += await gzipSize(path.join(webDist, pathname));
  return { bytes, count: scripts.size };
}

/** The LCP element and the time of each LCP subpart (TTFB, load delay, load duration, render delay) of one load. */
function lcpBreakdown(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((item) => item.type === 'node');
  const table = parts.find((item) => item.type === 'table')?.items ?? [];
  return {
    element: (node?.nodeLabel ?? node?.snippet ?? '?').replace(/\s+/g, ' ').slice(0, 48),
    subparts: table.map((row) => `${row.label ?? row.subpart} ${Math.round(row.duration ?? 0)}`).join(', '),
  };
}

/** The main thread's long tasks of one load (simulated, as TBT counts them): start and duration of the five longest. */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((item) => `${Math.round(item.startTime)}+${Math.round(item.duration)}`)
    .join(' ');
}

async function audit(port, url, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = result.lhr.runtimeError;
  // Chromium now and then records a trace without the navigation's start; Lighthouse asks to run it again.
  if (error?.code === 'NO_NAVSTART' && attempt < 3) return audit(port, url, attempt + 1);
  if (error) throw new Error(`${url}: ${error.message}`);
  return result.lhr;
}

const app = await startBuiltApp('bench-web');
const { base } = app;
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-bench-web-chromium-'));
const debuggingPort = await freePort();
const browser = await chromium.launchPersistentContext(
  profileDir,
  chromiumOptions([`--remote-debugging-port=${debuggingPort}`]),
);
try {
  const credentials = JSON.stringify(await signUp(base, 'bench_web'));
  // One page on the origin holds the session in local storage (or removes it) before each signed-in (out) load.
  const holder = browser.pages()[0] ?? (await browser.newPage());
  await holder.goto(`${base}/robots.txt`);
  const rows = [];
  const lcpRows = [];
  for (const page of pages.filter((entry) => !only || only.includes(entry.path))) {
    await holder.evaluate(
      ([key, stored]) => (stored ? localStorage.setItem(key, stored) : localStorage.removeItem(key)),
      [CREDENTIALS_KEY, page.signedIn ? credentials : null],
    );
    const loads = [];
    const pathname = await resolvedPath(base, page.path);
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(debuggingPort, `${base}${pathname}`);
      if (process.env.BENCH_LHR_DIR) {
        const name = `${page.path.replaceAll('/', '_') || 'root'}-${page.signedIn ? 'in' : 'out'}-${run}.json`;
        await writeFile(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
      }
      loads.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        js: await firstLoadJs(lhr, base),
        finalUrl: lhr.finalDisplayedUrl,
        lcpParts: lcpBreakdown(lhr),
        longTasks: longTasks(lhr),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    const landedOn = new URL(loads[0].finalUrl).pathname;
    rows.push({
      page: `${pathname} (${page.signedIn ? 'signed in' : 'signed out'})${landedOn === pathname ? '' : ` → ${landedOn}`}`,
      Performance: median(loads.map((load) => load.score)),
      'worst score': Math.min(...loads.map((load) => load.score)),
      'FCP s': (median(loads.map((load) => load.fcp)) / 1000).toFixed(2),
      'LCP s': (median(loads.map((load) => load.lcp)) / 1000).toFixed(2),
      CLS: median(loads.map((load) => load.cls)).toFixed(3),
      'TBT ms': Math.round(median(loads.map((load) => load.tbt))),
      'first-load JS KiB gzip': (median(loads.map((load) => load.js.bytes)) / 1024).toFixed(1),
      scripts: median(loads.map((load) => load.js.count)),
      // Lighthouse's measure of this machine's speed during the loads (higher is faster): TBT scales with it.
      'CPU index': Math.round(median(loads.map((load) => load.benchmarkIndex))),
    });
    const byLcp = medianBy(loads, (load) => load.lcp);
    lcpRows.push({
      page: rows.at(-1).page,
      'LCP element (median load)': byLcp.lcpParts.element,
      ms: byLcp.lcpParts.subparts,
      'long tasks ms (simulated)': byLcp.longTasks,
    });
  }
  step(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${runs} loads`,
  );
  console.table(rows);
  console.table(lcpRows);
} finally {
  await browser.close();
  await app.stop();
  await rm(profileDir, { recursive: true, force: true });
}
