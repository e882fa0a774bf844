import { credentialsOf, pageOf } from './accounts';
import { expect, snap, test } from './fixtures';

/** A player of this file's own, one per browser project. */
const playerAccount = (mailbox: string, handle: string, project: string) => ({
  email: `${mailbox}.${project}@scoreline.test`,
  firstname: 'Lena',
  lastname: 'Landing',
  username: `${handle}_${project}`.slice(0, 20),
  password: 'Kickoff24',
});

test.describe('public pages', () => {
  test('the landing page presents the league and leads to sign in', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByText('The tipster league platform for football fans')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of ['What we do', 'How it works']) {
      await expect(page.getByText(section, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Think you can make it to the top?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming matches' })).toBeVisible();
    // spec §2: the header items are hidden on the landing page.
    await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    await snap(page, 'landing', testInfo.project.name);

    await page
      .getByRole('link', { name: /Start predicting/i })
      .first()
      .click();
    await expect(page).toHaveURL('/sign-in');
  });

  test('an unknown address shows the 404 page', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await snap(page, 'not-found', testInfo.project.name);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the terms of use state the rules, with Login and Sign up in the header', async ({ page }, testInfo) => {
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('Last modified: January 2025')).toBeVisible();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
    await expect(account.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    await snap(page, 'terms', testInfo.project.name);
  });

  // issue 14: the visitors' pages are drawn at build time, so a phone shows them before any script has run.
  test('the landing and sign-in pages are in the HTML itself', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Call the score/ })).toBeVisible();
    await expect(page.getByText('Predict the exact score of every upcoming match')).toBeVisible();
    await page.goto('/sign-in?next=%2Fleaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('a signed-in player opening / is never shown the landing page', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const player = await credentialsOf(request, playerAccount('landing.player', 'land', testInfo.project.name));
    const page = await pageOf(browser, player, baseURL);
    // The app itself never arrives: what shows is what the HTML and its session check (allowed by the CSP) decide.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#prerendered')).toBeHidden();
    await expect(page.getByText('Predict the exact score of every upcoming match')).toBeHidden();
    await page.unrouteAll();
    await page.goto('/');
    await expect(page).toHaveURL('/upcoming-matches');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming matches' })).toBeVisible();
    await page.context().close();
  });
  // issue 14: a first visit paints the header, the tabs and the page's heading before the page's own script is asked
  // for; asked earlier, that script would share the phone's slow link with the entry and hold back the paint.
  test("a signed-in player's first load shows the page's heading before its script is asked for", async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const player = await credentialsOf(request, playerAccount('first.paint', 'paint', testInfo.project.name));
    const page = await pageOf(browser, player, baseURL);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/leaderboard-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/leaderboard', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Leaderboard' }),
    ).toBeVisible();
    release();
    await expect(page.getByText('Overall standings, all rounds')).toBeVisible();
    const [paintedAt, askedAt] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/leaderboard-[^/]+\.js$/.test(entry.name))
        ?.startTime ?? Number.NaN,
    ]);
    expect(askedAt).toBeGreaterThan(paintedAt);
    await page.context().close();
  });
});
