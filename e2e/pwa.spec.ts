import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { predictionCardMessages } from '@scoreline/contracts';
import { credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, look, test } from './fixtures';
import { fetchRound, firstMatchFromCurrentRound, matchTitle, stillOpen, teamsOf } from './rounds';

/**
 * Issue 60, the installable app (ADR 116), on both widths: Chrome's own installability check passes (the one
 * Lighthouse's PWA category ran: Page.getInstallabilityErrors), the service worker controls the page, and the current
 * round loads offline and keeps the picks typed there, which are saved when the connection returns.
 */
const accountOf = (project: string): Account => ({
  email: `pwa.${project}@scoreline.test`,
  firstname: 'Ina',
  lastname: 'Stall',
  username: `pwa_${project}`,
  password: 'Kickoff24',
});

// The other specs block the worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('installable; the round loads offline and its picks are saved when the connection returns', async ({
  page,
  request,
  allowConsole,
  playwright,
  baseURL,
}, testInfo) => {
  const player = await credentialsOf(request, accountOf(testInfo.project.name));
  await storeCredentials(page, player);
  // The first match still open from the current round on (the replayed season's clock and the other journeys decide
  // what the current round still holds), with both teams known.
  const match = await firstMatchFromCurrentRound(
    request,
    player.accessToken,
    (row) => !row.predicted && Boolean(row.details.teams) && stillOpen(row, 15 * 60_000),
    'a match open for predictions',
  );
  const roundPage = `/upcoming-matches?round=${match.round}`;

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: Array<{ sizes: string }> };
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.goto(roundPage);
  await expect(page.getByRole('article', { name: matchTitle(match) })).toBeVisible();
  // The worker takes the page it was installed from (clientsClaim): it answers the page's requests from now on.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Chrome's check, in a profile of its own: a test context is incognito, where Chrome never offers to install.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'scoreline-pwa-'));
  const installing = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const visitor = installing.pages()[0] ?? (await installing.newPage());
    await visitor.goto('/');
    await visitor.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await installing.newCDPSession(visitor);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
  } finally {
    await installing.close();
    await rm(profile, { recursive: true, force: true });
  }
  // Once more through the worker, so the round's answers are kept for a visit without a connection.
  await page.reload();
  await expect(page.getByRole('article', { name: matchTitle(match) })).toBeVisible();

  await page.context().setOffline(true);
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming matches' })).toBeVisible();
  const card = page.getByRole('article', { name: matchTitle(match) });
  const { home, away } = teamsOf(match);
  await card.getByRole('textbox', { name: `${home.name} goals` }).fill('4');
  await card.getByRole('textbox', { name: `${away.name} goals` }).fill('2');
  await card.getByRole('button', { name: 'Submit Prediction' }).click();
  await expect(card.getByRole('status')).toHaveText(predictionCardMessages.savedWhenOnline);
  await expectNoAxeViolations(page, 'the round offline');
  await look(card, { path: `test-results/screens/pwa-offline-card-${testInfo.project.name}.png` });

  await page.context().setOffline(false);
  await expect(card.getByText('Prediction Applied')).toBeVisible();
  const saved = await fetchRound(request, player.accessToken, match.round);
  expect(saved.matches.rows.find((row) => row.id === match.id)?.predictions[0]?.prediction).toBe('4:2');

  // The worker keeps answers per caller, and a sign-out forgets the player's: the next one here never sees them.
  const playersAnswers = () =>
    page.evaluate(async () => {
      const keys = await (await caches.open('scoreline-api')).keys();
      return keys.filter((key) => !key.url.includes('__caller=guest')).length;
    });
  expect(await playersAnswers()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(playersAnswers).toBe(0);
});
