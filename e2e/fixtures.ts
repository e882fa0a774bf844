import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page fails its test on a console error or an uncaught exception (engineering guide).
 * `consoleErrors` is exposed so a test can assert on what it expects instead.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'browser console').toEqual([]);
  },
});

export { expect };

/** Full-page screenshot into test-results/screens/<name>-<project>.png, for looking at. */
export async function snap(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screens/${name}-${project}.png`, fullPage: true });
}
