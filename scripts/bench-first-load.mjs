/**
 * First-load JavaScript of every route (issue 14: ≤ 120 KiB gzip on any route). Each route is opened once in
 * Debian's Chromium at 390 px with an empty cache, against the built app as `npm start` serves it; every same-origin
 * script the load requested until the network was idle is counted at the size of its `.gz` copy in the build (the
 * issue's measure: the bytes a client that takes gzip downloads) and of its `.br` copy (what Chromium downloads).
 * Where a route sends the browser on (a visitor on a player's page goes to /sign-in), both pages' scripts count.
 * Prints the table, largest last.
 *
 *   npm run build && npm run bench:first-load          # BENCH_DETAIL=1 lists each route's scripts
 *
 * It starts the built server on a temporary PGlite folder (the embedded season and its demo players), signs a player
 * up through the development outbox and creates a league for them; signed-in routes get that player's session, the
 * league's invite link a second player's.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CREDENTIALS_KEY, chromiumOptions, root, signUp, startBuiltApp, step } from './bench-lib.mjs';

const webDist = path.join(root, 'apps/web/dist');
const detail = Boolean(process.env.BENCH_DETAIL);

/** The size of the build's `.gz` or `.br` copy; a file too small to have one is sent as it is (its gzip size here). */
async function copySize(file, extension) {
  try {
    return (await stat(`${file}.${extension}`)).size;
  } catch {
    return gzipSync(await readFile(file)).length;
  }
}

async function api(base, pathname, { token, body } = {}) {
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The routes of `apps/web/src/app/router.tsx`, with ids that exist in this run; `signedIn` opens them with a session. */
async function routesOf(base, player) {
  const token = player.accessToken;
  const board = await api(base, '/score', { token });
  const ranked = board.results[0]?.user.id;
  if (!ranked) throw new Error('nobody is ranked: the embedded season was not scored');
  const match = (await api(base, '/match', { token })).matches.rows[0]?.id;
  if (!match) throw new Error('the current round has no match');
  const league = await api(base, '/private-leagues', { token, body: { leagueName: 'First load' } });
  const visitor = [
    '/',
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/new-password',
    '/reset-password',
    '/verify-otp',
    '/verify-email',
    '/verify-otp/bench@example.com',
    '/verify-email/bench@example.com',
    '/success',
    '/password-reset-success',
    '/terms-of-use',
    '/no-such-page',
  ];
  const signedIn = [
    '/',
    '/upcoming-matches',
    `/upcoming-matches/${match}`,
    '/leaderboard',
    `/leaderboard/${ranked}`,
    '/profile',
    '/profile/edit',
    '/profile/private-league',
    `/profile/private-league/${league.id}`,
  ];
  return [
    ...visitor.map((route) => ({ route, signedIn: false })),
    ...signedIn.map((route) => ({ route, signedIn: true })),
    // The new-password page in a reset: a verified code left its token in the tab's storage.
    { route: '/new-password', signedIn: false, as: 'resetting', resetToken: true },
    // A friend's invite link, opened by a player who is not in the league yet.
    { route: `/join/${league.invitationCode}`, signedIn: true, as: 'friend' },
  ];
}

/** What a verified password-reset code leaves in the tab (apps/web/src/features/auth/utils/reset-token.ts). */
const resetToken = { accessToken: 'bench', id: 1, email: 'bench@example.com', expiresAt: '2099-01-01T00:00:00.000Z' };

async function firstLoad(browser, base, { route, signedIn, resetToken: resetting }, credentials) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    if (signedIn)
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CREDENTIALS_KEY, credentials]);
    if (resetting)
      await page.addInitScript(
        (token) => sessionStorage.setItem('scoreline.reset-token', token),
        JSON.stringify(resetToken),
      );
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(base))
        scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      [...scripts].map(async (script) => [script, await copySize(path.join(webDist, script), 'gz')]),
    );
    const brotli = await Promise.all([...scripts].map((script) => copySize(path.join(webDist, script), 'br')));
    return {
      landedOn: new URL(page.url()).pathname,
      bytes: sizes.reduce((sum, [, size]) => sum + size, 0),
      brotliBytes: brotli.reduce((sum, size) => sum + size, 0),
      sizes,
    };
  } finally {
    await context.close();
  }
}

const app = await startBuiltApp('first-load');
const browser = await chromium.launch(chromiumOptions());
try {
  step('Signing a player up and creating a league for them');
  const player = await signUp(app.base, 'bench_first_load');
  const sessions = { player: JSON.stringify(player), friend: JSON.stringify(await signUp(app.base, 'bench_friend')) };
  const rows = [];
  for (const route of await routesOf(app.base, player)) {
    step(`Opening ${route.route} (${route.signedIn ? 'signed in' : 'visitor'})`);
    const load = await firstLoad(browser, app.base, route, sessions[route.as ?? 'player']);
    rows.push({ ...route, ...load });
    if (detail)
      for (const [script, size] of load.sizes.sort((a, b) => b[1] - a[1]))
        console.log(`  ${(size / 1024).toFixed(1)} ${script}`);
  }
  console.table(
    rows
      .sort((a, b) => a.bytes - b.bytes)
      .map((row) => ({
        route: row.route,
        who: row.as ?? (row.signedIn ? 'player' : 'visitor'),
        'landed on': row.landedOn === row.route ? '' : row.landedOn,
        scripts: row.sizes.length,
        'KiB gzip': Number((row.bytes / 1024).toFixed(1)),
        'KiB br': Number((row.brotliBytes / 1024).toFixed(1)),
        '≤ 120': row.bytes <= 120 * 1024 ? 'yes' : 'no',
      })),
  );
} finally {
  await browser.close();
  await app.stop();
}
