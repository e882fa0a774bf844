/* global window -- the measuring functions run in the browser page */
/**
 * Layout shift of the busiest pages (issue 13: the leaderboard's CLS must stay ≤ 0.1), measured in Debian's Chromium
 * with a `layout-shift` PerformanceObserver from the first paint until the page has settled, as Lighthouse counts it
 * (shifts without recent input). Three fresh loads per page and width; prints the median and the worst.
 *
 *   npm run build && npm run bench:cls
 *
 * It starts the built server on a temporary PGlite folder (the embedded season and its demo players), signs a player
 * up through the development outbox, and loads each page signed in (the landing page signed out).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { freePort, signUp, startServer, step } from './bench-lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const widths = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
];
const pages = [
  { path: '/', signedIn: false, ready: 'main h1' },
  { path: '/leaderboard', signedIn: true, ready: 'main table' },
  { path: '/upcoming-matches', signedIn: true, ready: 'main article' },
];

async function measure(browser, base, page, viewport, credentials) {
  const context = await browser.newContext({ viewport });
  const tab = await context.newPage();
  await tab.addInitScript(
    ([stored]) => {
      if (stored) localStorage.setItem('scoreline.credentials', stored);
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    },
    [page.signedIn ? JSON.stringify(credentials) : null],
  );
  await tab.goto(`${base}${page.path}`);
  await tab.locator(page.ready).first().waitFor();
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(1000);
  const cls = await tab.evaluate(() => window.__cls);
  await context.close();
  return cls;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scoreline-bench-cls-'));
const port = await freePort();
step(`Starting the built server on a fresh PGlite folder (port ${port})`);
const server = await startServer({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const credentials = await signUp(base, 'bench_cls');
  const rows = [];
  for (const page of pages) {
    for (const [name, viewport] of widths) {
      const values = [];
      for (let run = 0; run < runs; run++) values.push(await measure(browser, base, page, viewport, credentials));
      values.sort((a, b) => a - b);
      rows.push({
        page: `${page.path}${page.signedIn ? ' (signed in)' : ''}`,
        width: `${name} ${viewport.width}`,
        'CLS median': values[Math.floor(values.length / 2)].toFixed(3),
        'CLS worst': values[values.length - 1].toFixed(3),
      });
    }
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
