import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type ConsoleFixtures = {
  /** Browser console errors and warnings, and uncaught exceptions, of the test's page. */
  consoleErrors: string[];
  /**
   * Names a console message the test provokes on purpose, e.g. Chromium's "Failed to load resource:
   * ... 400" for a deliberately wrong OTP. Only matching messages are forgiven.
   */
  allowConsole: (pattern: RegExp) => void;
  allowedConsole: RegExp[];
};

/**
 * Every page fails its test on a console error or warning or an uncaught exception (engineering
 * guide); the check is automatic, so no test can forget it.
 */
export const test = base.extend<ConsoleFixtures>({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  allowedConsole: async ({}, use) => {
    // Playwright's own word when it blocks the app's service worker (playwright.config.ts), not the app's.
    await use([/^warning: Service Worker registration blocked by Playwright$/]);
  },
  allowConsole: async ({ allowedConsole }, use) => {
    await use((pattern) => {
      allowedConsole.push(pattern);
    });
  },
  consoleErrors: [
    async ({ page, allowedConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          errors.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((error) => !allowedConsole.some((pattern) => pattern.test(error)));
      expect(unexpected, 'browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** For people to look at: CI keeps no files, only its log (docs/decisions/095), so it takes none. */
export const takesScreenshots = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);

/** A screenshot of a page or a part of it, for looking at; none in CI (unless E2E_SCREENSHOTS=1). */
export async function look(
  target: { screenshot: (options: { path: string; fullPage?: boolean; style?: string }) => Promise<unknown> },
  options: { path: string; fullPage?: boolean; style?: string },
): Promise<void> {
  if (takesScreenshots) await target.screenshot(options);
}

/**
 * Full-page screenshot into test-results/screens/<name>-<project>.png, for looking at (in CI only with
 * E2E_SCREENSHOTS=1). Taken from the top, or the sticky header would be drawn wherever the page happened to be
 * scrolled.
 */
export async function snap(page: Page, name: string, project: string) {
  if (!takesScreenshots) return;
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `test-results/screens/${name}-${project}.png`, fullPage: true });
}

/** axe (WCAG 2.1 A and AA) finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // Only the violations are read: axe then keeps no node details of what passed (docs/decisions/095). First:
    // `options()` replaces the builder's options, the rules `withTags()` chose with them.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}
