import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const baseURL = `http://127.0.0.1:${port}`;
const e2eDataDir = process.env.E2E_DATA_DIR ?? `.test-data/e2e-${Date.now()}`;

// End-to-end: Debian's Chromium drives the built app (one process: SPA + API) on a throwaway
// PGlite folder, with mail going to an SMTP server the tests run themselves (e2e/global-setup.ts).
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    // A trace records a screencast and DOM snapshots of every action of every test, to keep those of a failure: a
    // fifth of the suite's time here (docs/decisions/095). CI keeps no files, only its log, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (ADR 116) would fetch the whole shell in the background of every new context, and
    // answer requests page.route() then never sees: only e2e/pwa.spec.ts, which is about it, lets it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium 156's headless browser draws its omnibox popup as a WebUI page: one more renderer for every new
        // context, which no test looks at (10 contexts: 4.1 s with it, 2.8 s without; docs/decisions/095).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // Journeys about the server, not the screen, run once (docs/decisions/095): a first start's preparation and a
      // restart (a second app process each), the Content-Security-Policy of the public pages, and the replay's clock
      // reaching open pages (a live card's layout at this width: matchday.spec's live match).
      testIgnore: ['**/season-preparing.spec.ts', '**/security.spec.ts', '**/live-replay.spec.ts'],
    },
  ],
  webServer: {
    // The journeys' operator is signed up, verified and granted with `npm run admin:grant` first (an address in
    // ADMIN_EMAILS is not an operator by itself: docs/decisions/013), on the same data folder.
    command: 'npx tsx e2e/prepare-operator.ts && node apps/api/dist/server.js',
    // Ready, not only listening: the embedded run prepares the season after it listens (issue 14).
    url: `${baseURL}/api/v1/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Scoreline <no-reply@scoreline.test>',
      ADMIN_EMAILS: 'ops@scoreline.test',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      // One proxy hop: a spec may speak from an address of its own (X-Forwarded-For); browsers speak from 127.0.0.1.
      TRUST_PROXY: '1',
      // The replay reports a moved kick-off or a new minute at its next sync: every 10 s here rather than every minute,
      // so a spec that moves a match waits seconds, not a minute (e2e/live-replay.spec.ts).
      FOOTBALL_SYNC_INTERVAL_SECONDS: '10',
      // Every test browser comes from 127.0.0.1: the live-score streams' per-address cap (4) would be a test artefact.
      LIVE_STREAMS_PER_IP: '100',
      // issue 58: the World Cup 2026 and the Champions League 2024/25 beside the Premier League (NODE_ENV=test imports none by default), for
      // e2e/tournament.spec.ts; imported by its own sync job once the server is ready (ADR 104).
      EMBEDDED_COMPETITIONS: 'world-cup-2026,champions-league-2024-25',
      // The Champions League replayed from its Round of 16 (ADR 101): knockout matches whose teams are known, open for
      // predictions (e2e/tournament.spec.ts), beside the World Cup's group stage.
      EMBEDDED_REPLAY_STAGES: 'champions-league-2024-25:10',
      // spec §1: the footer's social channels, read at start (issue 55); e2e/footer-and-flags.spec.ts checks them.
      SOCIAL_INSTAGRAM_URL: 'https://instagram.com/scoreline.test',
      SOCIAL_X_URL: 'https://x.com/scoreline_test',
      SOCIAL_DISCORD_URL: 'https://discord.gg/scoreline-test',
      SOCIAL_TELEGRAM_URL: 'https://t.me/scoreline_test',
    },
  },
});
