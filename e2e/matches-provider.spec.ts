import { spawn, type ChildProcess } from 'node:child_process';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  matchResponseSchema,
  roundMatchesResponseSchema,
  signInResponseSchema,
  type Match,
} from '@scoreline/contracts';
import { FIXTURE_API_KEY, startFixtureServer, type FixtureServer } from './api-football-fixtures';
import { expect, snap, test } from './fixtures';
import { waitForOtp } from './mail';
import { mailsFor } from './smtp-capture';
import { teamsOf } from './rounds';

/**
 * The match centre with full provider data (issue #4): a second app process runs the API-Football provider
 * against a local fixture server (e2e/api-football-fixtures.ts), so line-ups, injuries, statistics, the
 * provider's win probability and a live match reach the screens. Crests and photos on the provider's image host
 * are answered locally: no test goes to the network.
 */

const port = Number(process.env.E2E_PROVIDER_PORT ?? 3390);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const appUrl = `http://127.0.0.1:${port}`;

let fixtureServer: FixtureServer;
let app: ChildProcess;
let api: APIRequestContext;
let accessToken = '';
let credentialsJson = '';
let roundTwo: Match[] = [];

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Signs a new player up on the provider app (its own database and rate limits) and signs in. */
async function createPlayer(tag: string) {
  const player = {
    email: `provider.${tag}@scoreline.test`,
    firstname: 'Pat',
    lastname: 'Provider',
    username: `prov_${tag}`.slice(0, 20),
    password: 'Kickoff24',
  };
  const mailsBefore = mailsFor(player.email).length;
  const signUp = await api.post('/api/v1/auth/sign-up', { data: { ...player, confirmPassword: player.password } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const otp = await waitForOtp(player.email, mailsBefore + 1);
  const verify = await api.post('/api/v1/auth/verify', { data: { email: player.email, otp, purpose: 'sign_up' } });
  expect(verify.ok(), await verify.text()).toBe(true);
  const signIn = await api.post('/api/v1/auth/sign-in', { data: { email: player.email, password: player.password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return signInResponseSchema.parse(await signIn.json()).data;
}

async function extra(path: string): Promise<unknown> {
  const response = await api.get(`/api/v1/match/api/${path}`);
  return ((await response.json()) as { data: unknown }).data;
}

async function open(page: Page, path: string) {
  // The provider's crests and photos, answered with a plain badge instead of going to the network.
  await page.route('https://media.api-sports.io/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#8aa593"/></svg>',
    }),
  );
  await page.addInitScript((stored) => {
    localStorage.setItem('scoreline.credentials', stored);
  }, credentialsJson);
  await page.goto(`${appUrl}${path}`);
}

test.describe('match centre with API-Football data', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  // Playwright reads a hook's fixtures from its destructuring pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    fixtureServer = await startFixtureServer();
    app = spawn(process.execPath, ['apps/api/dist/server.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: `.test-data/e2e-provider-${Date.now()}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Scoreline <no-reply@scoreline.test>',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        API_FOOTBALL_KEY: FIXTURE_API_KEY,
        API_FOOTBALL_BASE_URL: fixtureServer.baseUrl,
        FOOTBALL_SYNC_INTERVAL_SECONDS: '5',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    api = await playwrightRequest.newContext({ baseURL: appUrl });
    await waitFor('the provider app', async () => ((await api.get('/api/v1/health')).ok() ? true : undefined));

    const credentials = await createPlayer(`${testInfo.project.name.charAt(0)}${Date.now().toString(36)}`);
    accessToken = credentials.accessToken;
    credentialsJson = JSON.stringify(credentials);

    // The sync runs in the background: wait until round 2 and the extras of its live and next match are in.
    roundTwo = await waitFor('round 2 from the provider', async () => {
      const response = await api.get('/api/v1/match', {
        params: { round: 2 },
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok()) return undefined;
      const rows = roundMatchesResponseSchema.parse(await response.json()).data.matches.rows;
      return rows.length === 4 ? rows.sort((a, b) => a.date.localeCompare(b.date)) : undefined;
    });
    const [live, next] = roundTwo;
    if (!live || !next) throw new Error('round 2 is incomplete');
    await waitFor('line-ups and statistics of the live match', async () => {
      const [lineups, statistics] = await Promise.all([extra(`lineups/${live.id}`), extra(`statistics/${live.id}`)]);
      return Array.isArray(lineups) && lineups.length === 2 && Array.isArray(statistics) && statistics.length === 2
        ? true
        : undefined;
    });
    await waitFor("the provider's win probability and injuries of the next match", async () => {
      const [prediction, injuries] = await Promise.all([extra(`predictions/${next.id}`), extra(`injuries/${next.id}`)]);
      const isProvider = (prediction as { source?: string } | null)?.source === 'provider';
      return isProvider && Array.isArray(injuries) && injuries.length > 0 ? true : undefined;
    });
  });

  test.afterAll(async () => {
    await api?.dispose();
    app?.kill('SIGTERM');
    await fixtureServer?.stop();
  });

  test('a live match: score, referee, both line-ups and the statistics', async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    const [live] = roundTwo;
    if (!live) throw new Error('no live match');
    const detail = matchResponseSchema.parse(await (await api.get(`/api/v1/match/${live.id}`)).json()).data;
    const { home, away } = teamsOf(detail);

    await open(page, `/upcoming-matches?round=2`);
    const card = page.getByRole('article', { name: `${home.name} vs ${away.name}` });
    await expect(card.getByText('Prediction Closed')).toBeVisible();
    await expect(card.getByText(/^Live \d+'/)).toBeVisible();
    await card.getByRole('link', { name: /View Match Details/ }).click();

    const summary = page.getByRole('region', { name: 'Match summary' });
    await expect(summary.getByText(/Live \d+'/)).toBeVisible();
    await expect(summary).toContainText(/Score: 0\D+0/);
    const referee = detail.details.fixture.refree.name;
    if (!referee) throw new Error('the fixture file names a referee');
    await expect(summary).toContainText(referee);

    // spec §2: side by side from 1280 px, else one team at a time behind the toggle.
    const homePitch = page.getByRole('list', { name: `${home.name} starting eleven` });
    const awayPitch = page.getByRole('list', { name: `${away.name} starting eleven` });
    await expect(homePitch).toBeVisible();
    await expect(homePitch.getByText('A. Keeper')).toBeVisible();
    await expect(page.getByText('Formation').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reserve' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Injury/Suspension' }).first()).toBeVisible();
    if (project === 'desktop') {
      await expect(awayPitch).toBeVisible();
      await expect(page.getByRole('button', { name: 'Home Team' })).toBeHidden();
    } else {
      await expect(awayPitch).toBeHidden();
      await page.getByRole('button', { name: 'Away Team' }).click();
      await expect(awayPitch).toBeVisible();
      await expect(homePitch).toBeHidden();
    }
    await snap(page, 'provider-lineups', project);

    await page.getByRole('tab', { name: 'Stat' }).click();
    const stats = page.getByRole('region', { name: 'Match Stats' });
    await expect(stats.getByRole('listitem')).toHaveCount(8);
    await stats.getByRole('button', { name: 'Show More' }).click();
    await expect(stats.getByRole('listitem')).toHaveCount(9);
    await expect(stats.getByText('Ball Possession')).toBeVisible();
    await snap(page, 'provider-stats', project);
  });

  test("the next match: the provider's win probability, injuries, head to head", async ({ page }, testInfo) => {
    const next = roundTwo[1];
    if (!next) throw new Error('no next match');
    const { home, away } = teamsOf(next);

    await open(page, `/upcoming-matches/${next.id}`);
    await expect(page.getByText('Match info will be available few hours to kick-off')).toBeVisible();
    // Injury news comes before the line-ups (fixture file: K. Knee, knee injury; L. Card, suspended).
    await expect(page.getByText('K. Knee')).toBeVisible();

    await page.getByRole('tab', { name: 'Stat' }).click();
    await expect(page.getByRole('heading', { name: 'Win Probability (API-Football)' })).toBeVisible();
    await expect(page.getByRole('img', { name: `${home.name} 45%, draw 45%, ${away.name} 10%` })).toBeVisible();
    const meetings = page.getByRole('region', { name: 'Head To Head' }).getByRole('listitem');
    await expect(meetings.first()).toBeVisible();
    await snap(page, 'provider-next-match', testInfo.project.name);
  });
});
