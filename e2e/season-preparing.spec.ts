import { spawn, type ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { errorMessages, leaderboardResponseSchema } from '@scoreline/contracts';
import { expect, snap, test } from './fixtures';

/**
 * A brand-new embedded run (issue 14, docs/decisions/027): the app answers before the season is imported and scored,
 * says that points and rankings are being prepared, and shows the prepared top 10 without a reload once it is. A
 * second app process on a fresh data folder, as a first `npm start` on a new machine.
 */

const port = Number(process.env.E2E_PREPARING_PORT ?? 3391);
const appUrl = `http://127.0.0.1:${port}`;

let app: ChildProcess | undefined;
/** The folder the first test prepared (tests of a file run in order, in one worker), for the restart test to reuse. */
let preparedDir: string | undefined;

async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The built app on its own port and data folder, as `npm start` runs it. */
function startApp(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopApp(): Promise<void> {
  const running = app;
  app = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

test.describe('the first start of a new embedded run', () => {
  test.describe.configure({ timeout: 120_000 });

  test.afterEach(stopApp);

  test('says the season is being prepared, then shows the prepared top 10', async ({ page, request }, testInfo) => {
    const dataDir = `.test-data/e2e-preparing-${testInfo.project.name}-${Date.now()}`;
    app = startApp(dataDir);
    await waitUntil('the new app to answer', async () => (await request.get(`${appUrl}/api/v1/health`)).ok());
    expect((await request.get(`${appUrl}/api/v1/health/ready`)).status()).toBe(503);

    await page.goto(`${appUrl}/`);
    const banner = page.getByRole('status').filter({ hasText: errorMessages.seasonPreparing });
    await expect(banner).toBeVisible();
    await snap(page, 'season-preparing', testInfo.project.name);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // Prepared: the banner goes and the top 10 is the one the API ranks now, without reloading the page.
    await expect(banner).toBeHidden({ timeout: 90_000 });
    const ready = await request.get(`${appUrl}/api/v1/health/ready`);
    expect(ready.status()).toBe(200);
    const top = leaderboardResponseSchema.parse(await (await request.get(`${appUrl}/api/v1/score?size=10`)).json());
    expect(top.data.results.length).toBeGreaterThan(0);
    const rows = page.getByRole('table', { name: 'Top 10 players, overall' }).locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(Math.min(10, top.data.results.length));
    await expect(rows.first()).toContainText(top.data.results[0]!.user.username);
    await expect(rows.first()).toContainText(String(top.data.results[0]!.totalPoints));
    await snap(page, 'season-prepared', testInfo.project.name);
    preparedDir = dataDir;
  });

  test('a restart of a prepared folder has nothing to prepare', async ({ page, request }, testInfo) => {
    // The server's behaviour, the same at every width (the page it shows is drawn on both by the test above).
    test.skip(testInfo.project.name === 'phone', 'checked once, on the desktop project');
    // The folder the test above prepared and stopped (SIGTERM), else one prepared here (this test run alone).
    const dataDir = preparedDir ?? `.test-data/e2e-restart-${testInfo.project.name}-${Date.now()}`;
    if (!preparedDir) {
      app = startApp(dataDir);
      await waitUntil(
        'the season to be prepared',
        async () => (await request.get(`${appUrl}/api/v1/health/ready`)).ok(),
        90_000,
      );
      await stopApp();
    }

    // docs/decisions/062: ready from the restart's first answer, and no page says the season is being prepared.
    app = startApp(dataDir);
    await waitUntil('the restarted app to answer', async () => (await request.get(`${appUrl}/api/v1/health`)).ok());
    expect((await request.get(`${appUrl}/api/v1/health/ready`)).status()).toBe(200);
    await page.goto(`${appUrl}/`);
    await expect(
      page.getByRole('table', { name: 'Top 10 players, overall' }).locator('tbody').getByRole('row'),
    ).toHaveCount(10);
    await expect(page.getByText(errorMessages.seasonPreparing)).toBeHidden();
  });
});
