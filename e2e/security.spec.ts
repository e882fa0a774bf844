import { expect, test } from './fixtures';

/**
 * Issue #10: nothing on the public pages breaks the Content-Security-Policy. zod used to probe `new Function('')`
 * on every page (caught, but reported as a violation); the contracts now set it jitless before any schema exists.
 */
test('the pages run without a single CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/', '/sign-in', '/sign-up', '/leaderboard', '/terms-of-use']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, path).toEqual([]);
  }
});
