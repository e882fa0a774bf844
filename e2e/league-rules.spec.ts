import { leagueWebMessages, privateLeagueMessages } from '@scoreline/contracts/plain';
import { credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, snap, test } from './fixtures';

/**
 * Issue 59 (ADR 112): a private league's rules. Its owner creates it with jokers off and sees its rules on its page
 * ('Jokers: off', 'Bonus questions: on', and until when they can change); while they are open, the owner changes one.
 * No sideways scroll at 390 px; axe 0 on the form and the page.
 */

const leagueOwner = (project: string): Account => ({
  email: `league.rules.${project}@scoreline.test`,
  firstname: 'Rita',
  lastname: 'Rules',
  username: `league_rules_${project}`,
  password: 'Kickoff24',
});

test.describe("a private league's rules (issue 59)", () => {
  test('an owner creates a league with jokers off and sees its rules on the league page', async ({
    page,
    request,
  }, testInfo) => {
    const credentials = await credentialsOf(request, leagueOwner(testInfo.project.name));
    await storeCredentials(page, credentials);

    await page.goto('/profile/private-league');
    await page.getByRole('button', { name: 'Create Private League' }).click();
    const form = page.getByRole('form', { name: 'Create a league' });
    const rules = form.getByRole('group', { name: leagueWebMessages.createRulesLegend });
    const jokers = rules.getByRole('checkbox', { name: leagueWebMessages.rulesJokersLabel });
    await expect(jokers).toBeChecked();
    await expect(rules.getByRole('checkbox', { name: leagueWebMessages.rulesBonusLabel })).toBeChecked();
    const leagueName = `No jokers ${testInfo.project.name} ${Date.now()}`.slice(0, 50);
    await form.getByRole('textbox', { name: 'Give your league a name' }).fill(leagueName);
    await jokers.uncheck();
    await snap(page, 'league-rules-create', testInfo.project.name);
    await expectNoAxeViolations(page, 'the create-league form with its rules');

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/private-leagues') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create league' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const league = ((await answer.json()) as { data: { id: number; rules: { jokers: boolean; locked: boolean } } })
      .data;
    expect(league.rules.jokers).toBe(false);
    await expect(page.getByRole('dialog', { name: privateLeagueMessages.created })).toBeVisible();

    await page.goto(`/profile/private-league/${league.id}`);
    await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
    const shown = page.getByRole('list', { name: leagueWebMessages.leagueRulesLabel });
    await expect(shown.getByRole('listitem')).toHaveText(['Jokers: off', 'Bonus questions: on']);
    await expect(page.getByText(leagueWebMessages.rulesJokersOff)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await snap(page, 'league-rules-page', testInfo.project.name);
    await expectNoAxeViolations(page, 'the league page with its rules');

    // A league made now locks at the next kick-off of its competition; until then its owner changes the rules.
    expect(league.rules.locked).toBe(false);
    const change = page.getByRole('form', { name: leagueWebMessages.rulesChange });
    await change.getByRole('checkbox', { name: leagueWebMessages.rulesBonusLabel }).uncheck();
    await change.getByRole('button', { name: leagueWebMessages.rulesSave }).click();
    await expect(shown.getByRole('listitem')).toHaveText(['Jokers: off', 'Bonus questions: off']);
  });
});
