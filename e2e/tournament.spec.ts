import type { Match } from '@scoreline/contracts';
import { competitionSwitcherWords, predictionMessages, tournamentMessages } from '@scoreline/contracts/plain';
import type { Page } from '@playwright/test';
import { credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, snap, test } from './fixtures';
import {
  CHAMPIONS_LEAGUE,
  competitionsImported,
  fetchRound,
  matchTitle,
  stillOpen,
  teamsOf,
  WORLD_CUP,
} from './rounds';

/**
 * Issue 58 (ADR 104, 105): the competitions page and the World Cup 2026's page, on both widths: a group table with its
 * teams and columns, the knockout rounds to the final (as slots: the replay has not played the groups yet), axe 0; a
 * Round of 32 match shows its slots and takes no prediction until its teams are known; a Champions League Round of 16
 * match, whose teams are known, takes one.
 * The e2e server imports the World Cup beside the Premier League (EMBEDDED_COMPETITIONS in playwright.config.ts).
 */

const worldCupPlayer = (project: string): Account => ({
  email: `world.cup.${project}@scoreline.test`,
  firstname: 'Rosa',
  lastname: 'Mundial',
  username: `world_cup_${project}`,
  password: 'Kickoff24',
});

/** Types a score on the match's card and saves it: 'Prediction Applied'. */
async function predictOnCard(page: Page, match: Match, home: string, away: string) {
  const card = page.getByRole('article', { name: matchTitle(match) });
  await card.getByRole('textbox', { name: `${teamsOf(match).home.name} goals` }).fill(home);
  await card.getByRole('textbox', { name: `${teamsOf(match).away.name} goals` }).fill(away);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/prediction'));
  await card.getByRole('button', { name: 'Submit Prediction' }).click();
  expect((await answer).ok()).toBe(true);
  await expect(card.getByText('Prediction Applied')).toBeVisible();
}

test.describe('several competitions (issue 58)', () => {
  test('a player switches to the World Cup, predicts a group match, finds the knockout matches waiting for their teams, reads its table, and predicts a Champions League knockout match', async ({
    page,
    request,
  }, testInfo) => {
    await competitionsImported(request);
    const credentials = await credentialsOf(request, worldCupPlayer(testInfo.project.name));
    const groupStage = await fetchRound(request, credentials.accessToken, undefined, WORLD_CUP);
    const groupMatch = groupStage.matches.rows.find((match) => !match.predicted && stillOpen(match));
    const roundOf32 = groupStage.stages.find((stage) => stage.name === 'Round of 32')?.round;
    if (!groupMatch || roundOf32 === undefined) throw new Error('the World Cup has no open group match');
    // The replay has not played the groups yet: the Round of 32 shows its slots, never the file's teams (ADR 105).
    const knockout = (await fetchRound(request, credentials.accessToken, roundOf32, WORLD_CUP)).matches.rows[0];
    if (!knockout?.details.slots) throw new Error('the Round of 32 names its teams before the groups are played');
    await storeCredentials(page, credentials);

    await page.goto('/upcoming-matches');
    const switcher = page.getByRole('combobox', { name: competitionSwitcherWords.label });
    await switcher.selectOption(WORLD_CUP);
    await expect(page.getByRole('article', { name: matchTitle(groupMatch) })).toBeVisible();
    await expectNoAxeViolations(page, `/upcoming-matches, the World Cup (${testInfo.project.name})`);
    await predictOnCard(page, groupMatch, '2', '1');
    await snap(page, 'world-cup-matches', testInfo.project.name);

    // The knockout round, named by its stage; the choice of competition is remembered. Its matches wait for their teams.
    await page.goto(`/upcoming-matches?round=${roundOf32}`);
    await expect(page).toHaveTitle(/Round of 32/);
    const slotCard = page.getByRole('article', { name: matchTitle(knockout) });
    await expect(slotCard.getByText(`Home: ${knockout.details.slots.home}`, { exact: true })).toBeVisible();
    await expect(slotCard.getByText(predictionMessages.teamsNotKnown)).toBeVisible();
    await expect(slotCard.getByRole('textbox')).toHaveCount(0);
    await expect(switcher).toHaveValue(WORLD_CUP);
    await expectNoAxeViolations(page, `/upcoming-matches, the Round of 32 (${testInfo.project.name})`);
    await snap(page, 'world-cup-round-of-32', testInfo.project.name);

    // The leaderboard of the World Cup, then every competition summed (an overall table: no round filter).
    const worldCupTable = page.waitForResponse((response) => response.url().includes(`competition=${WORLD_CUP}`));
    await page.goto('/leaderboard');
    expect((await worldCupTable).ok()).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Round' })).toBeVisible();
    const allTable = page.waitForResponse((response) => response.url().includes('competition=all'));
    await switcher.selectOption({ label: competitionSwitcherWords.allCompetitions });
    expect((await allTable).ok()).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Round' })).toBeHidden();
    await expectNoAxeViolations(page, `/leaderboard, all competitions (${testInfo.project.name})`);

    // A knockout match whose teams are known: the Champions League replays from its Round of 16 (the league phase and
    // the play-offs are played), so its first legs take predictions.
    const roundOf16 = await fetchRound(request, credentials.accessToken, undefined, CHAMPIONS_LEAGUE);
    const firstLeg = roundOf16.matches.rows.find((match) => !match.predicted && stillOpen(match));
    if (!firstLeg) throw new Error('the Champions League has no open Round of 16 match');
    expect(firstLeg.details.stage).toMatchObject({ name: 'Round of 16', kind: 'knockout' });
    await page.goto('/upcoming-matches');
    await switcher.selectOption(CHAMPIONS_LEAGUE);
    await expect(page).toHaveTitle(/Round of 16/);
    await predictOnCard(page, firstLeg, '1', '1');
    await snap(page, 'champions-league-round-of-16', testInfo.project.name);
  });
});

test.describe('tournament pages', () => {
  test('a visitor opens the World Cup from the competitions and reads a group table and the bracket', async ({
    page,
    request,
  }, testInfo) => {
    await competitionsImported(request);

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
