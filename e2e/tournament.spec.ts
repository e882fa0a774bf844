import { tournamentMessages } from '@scoreline/contracts/plain';
import { expect, expectNoAxeViolations, snap, test } from './fixtures';

/**
 * Issue 58 (ADR 104): the competitions page and the World Cup 2026's page, on both widths: a group table with its
 * teams and columns, the knockout rounds to the final (as slots: the replay has not played the groups yet), axe 0.
 * The e2e server imports the World Cup beside the Premier League (EMBEDDED_COMPETITIONS in playwright.config.ts).
 */

test.describe('tournament pages', () => {
  test('a visitor opens the World Cup from the competitions and reads a group table and the bracket', async ({
    page,
    request,
  }, testInfo) => {
    // The competitions are imported by their own sync job, after the server is ready.
    await expect
      .poll(
        async () => {
          const answer = await request.get('/api/v1/competitions');
          return ((await answer.json()) as { data: { slug: string }[] }).data.map((competition) => competition.slug);
        },
        { timeout: 60_000 },
      )
      .toContain('world-cup-2026');

    await page.goto('/competitions');
    await expect(page.getByRole('heading', { level: 1, name: tournamentMessages.competitionsTitle })).toBeVisible();
    await page.getByRole('link', { name: /World Cup 2026/ }).click();
    await expect(page).toHaveURL('/competitions/world-cup-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'World Cup 2026' })).toBeVisible();

    const groupA = page.getByRole('table', { name: 'Group A' });
    await expect(groupA.getByRole('rowheader', { name: /Mexico/ })).toBeVisible();
    await expect(groupA.getByRole('columnheader', { name: /Pts/ })).toBeVisible();
    // The longest name of the tournament stays inside its table at 390 px (its FIFA code there).
    const groupB = page.getByRole('table', { name: 'Group B' });
    await expect(groupB.getByRole('rowheader', { name: /Bosnia & Herzegovina/ })).toBeVisible();
    await expectNoAxeViolations(page, `/competitions/world-cup-2026 (groups, ${testInfo.project.name})`);
    await snap(page, 'world-cup-groups', testInfo.project.name);

    await page.getByRole('tab', { name: tournamentMessages.knockoutTab }).click();
    await expect(page).toHaveURL('/competitions/world-cup-2026?view=knockout');
    const bracket = page.getByRole('region', { name: tournamentMessages.bracketLabel });
    await expect(bracket.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
    await expect(bracket.getByText('Winner match 101')).toBeVisible();
    // The rounds scroll inside their region: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectNoAxeViolations(page, `/competitions/world-cup-2026 (knockout, ${testInfo.project.name})`);
    await snap(page, 'world-cup-knockout', testInfo.project.name);
  });
});
