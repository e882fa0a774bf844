import { expect, snap, test } from './fixtures';

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
});
