import { leagueWebMessages } from '@scoreline/contracts/plain';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, snap, test } from './fixtures';
import { WORLD_CUP, competitionsImported } from './rounds';

/**
 * Issue 58 (ADR 106): a private league over the Premier League and the World Cup. Created with both ticked, its page
 * lists both, and its table switches to the World Cup; axe 0 on the form and the page. The e2e server imports the
 * World Cup beside the Premier League (EMBEDDED_COMPETITIONS in playwright.config.ts).
 */

const leagueOwner = (project: string): Account => ({
  email: `league.cups.${project}@scoreline.test`,
  firstname: 'Lena',
  lastname: 'Cups',
  username: `league_cups_${project}`,
  password: 'Kickoff24',
});

test.describe('a private league over several competitions (issue 58)', () => {
  test('is created over the Premier League and the World Cup, shows both, and its table switches to the World Cup', async ({
    page,
    request,
  }, testInfo) => {
    await competitionsImported(request);
    const credentials = await credentialsOf(request, leagueOwner(testInfo.project.name));
    await storeCredentials(page, credentials);

    await page.goto('/profile/private-league');
    await page.getByRole('button', { name: 'Create Private League' }).click();
    const form = page.getByRole('form', { name: 'Create a league' });
    const choice = form.getByRole('group', { name: leagueWebMessages.createCompetitionsLegend });
    const premierLeague = choice.getByRole('checkbox', { name: /^Premier League/ });
    const worldCup = choice.getByRole('checkbox', { name: /World Cup/ });
    // The competition the player is looking at (the default one) is ticked to begin with.
    await expect(premierLeague).toBeChecked();
    await expect(worldCup).not.toBeChecked();
    const leagueName = `Cups ${testInfo.project.name} ${Date.now()}`.slice(0, 50);
    await form.getByRole('textbox', { name: 'Give your league a name' }).fill(leagueName);
    await worldCup.check();
    await snap(page, 'league-competitions-create', testInfo.project.name);
    await expectNoAxeViolations(page, 'the create-league form with its competitions');

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/private-leagues') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create league' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const league = ((await answer.json()) as { data: { id: number } }).data;
    await expect(page.getByRole('dialog', { name: 'Your league has been created successfully!' })).toBeVisible();

    await page.goto(`/profile/private-league/${league.id}`);
    await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
    const played = page.getByRole('list', { name: leagueWebMessages.leagueCompetitionsLabel });
    await expect(played.getByRole('listitem')).toHaveText([/Premier League/, /World Cup/]);

    const worldCupTable = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/v1/private-leagues/${league.id}/score`) &&
        response.url().includes(`competition=${WORLD_CUP}`),
    );
    const table = page.getByRole('combobox', { name: leagueWebMessages.leagueTableCompetition });
    await table.selectOption(WORLD_CUP);
    expect((await worldCupTable).status()).toBe(200);
    await expect(table).toHaveValue(WORLD_CUP);
    await expect(page.getByRole('table', { name: new RegExp(`^${leagueName} leaderboard`) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await snap(page, 'league-competitions-page', testInfo.project.name);
    await expectNoAxeViolations(page, 'the league page over two competitions');

    // A league of the Premier League alone: its owner adds the World Cup from the league's admin card.
    const single = await request.post('/api/v1/private-leagues', {
      headers: bearer(credentials.accessToken),
      data: { leagueName: `One cup ${testInfo.project.name}`, competitions: ['premier-league-2023-24'] },
    });
    expect(single.status(), await single.text()).toBe(201);
    const { id } = ((await single.json()) as { data: { id: number } }).data;
    await page.goto(`/profile/private-league/${id}`);
    await expect(played.getByRole('listitem')).toHaveText([/Premier League/]);
    const add = page.getByRole('form', { name: leagueWebMessages.leagueAddCompetition });
    await add.getByRole('combobox').selectOption(WORLD_CUP);
    await page.waitForLoadState('networkidle');
    await snap(page, 'league-competitions-add', testInfo.project.name);
    await expectNoAxeViolations(page, "the owner's 'Add a competition'");
    await add.getByRole('button', { name: leagueWebMessages.leagueAddCompetitionButton }).click();
    await expect(played.getByRole('listitem')).toHaveText([/Premier League/, /World Cup/]);
    // What is left to add: the Champions League alone.
    await expect(add.getByRole('combobox').getByRole('option')).toHaveText([/Champions League/]);
  });
});
