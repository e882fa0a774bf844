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
import { chromium } from 'playwright';
import { chromiumOptions, signUp, startBuiltApp } from './bench-lib.mjs';

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

const app = await startBuiltApp('bench-cls');
const { base } = app;
const browser = await chromium.launch(chromiumOptions());
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
  await app.stop();
}
