import type { Page } from '@playwright/test';
import { matchdayMessages, predictionMessages, roundMatchesResponseSchema, type Match } from '@scoreline/contracts';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, snap, test } from './fixtures';
import { operatorAccount } from './operator';
import { fetchRound, matchTitle, stillToKickOff, teamsOf } from './rounds';

/**
 * Issue 13 end to end, on both widths: a whole round typed with the keyboard alone and saved at once; a saved pick
 * changed before its deadline, with the countdown on the card; a live match's provisional points moving as the
 * operator records goals, without a reload.
 */

const accountOf = (who: string, project: string): Account => ({
  email: `matchday.${who}.${project}@scoreline.test`,
  firstname: 'Mo',
  lastname: 'Matchday',
  username: `md_${who}_${project}`.slice(0, 20),
  password: 'Kickoff24',
});

/**
 * The next round after the current one and those of its matches still open for predictions (from Saturday afternoon
 * to Monday night the other journeys may have settled a few of them: e2e/rounds.ts).
 */
async function nextRound(page: Page, token: string): Promise<{ round: number; open: Match[] }> {
  const current = await fetchRound(page.request, token);
  const round = (current.current_round ?? current.round ?? 0) + 1;
  const next = await fetchRound(page.request, token, round);
  return { round, open: next.matches.rows.filter((match) => stillToKickOff(match, 15 * 60_000)) };
}

test.describe('matchday (issue 13)', () => {
  test('a whole round typed with the keyboard alone and saved at once', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const player = await credentialsOf(request, accountOf('round', testInfo.project.name));
    await storeCredentials(page, player);
    const { round, open } = await nextRound(page, player.accessToken);
    expect(open.length).toBeGreaterThan(1);

    await page.goto(`/upcoming-matches?round=${round}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming matches' })).toBeVisible();
    await expect(page.getByRole('article', { name: matchTitle(open[0]!) })).toBeVisible();
    // Tab from the top of the page to the skip link, then into the first score box: a handful of presses.
    let presses = 0;
    while (presses < 20) {
      await page.keyboard.press('Tab');
      presses += 1;
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (name === 'Skip to the first match open for predictions') break;
    }
    expect(presses).toBeLessThan(20);
    await page.keyboard.press('Enter');
    await expect(page.locator('input[data-score-input]:focus')).toHaveCount(1);

    // Every open match of the round: home, Enter, away, Enter; the last Enter lands on Save all.
    for (const [index] of open.entries()) {
      await page.keyboard.type(String(index % 4));
      await page.keyboard.press('Enter');
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('button', { name: `Save all (${open.length})` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(matchdayMessages.batchSummary({ saved: open.length, unchanged: 0, refused: 0 })),
    ).toBeVisible();

    const saved = roundMatchesResponseSchema.parse(
      await (await page.request.get(`/api/v1/match?round=${round}`, { headers: bearer(player.accessToken) })).json(),
    ).data.matches.rows;
    for (const [index, match] of open.entries()) {
      expect(saved.find((row) => row.id === match.id)?.predictions[0]?.prediction).toBe(`${index % 4}:1`);
    }
    const first = page.getByRole('article', { name: matchTitle(open[0]!) });
    await expect(first.getByText('Prediction Applied')).toBeVisible();
    await expect(first.getByText(/^Closes in /)).toBeVisible();
    await snap(page, 'matchday-round-saved', testInfo.project.name);
  });

  test('a saved pick changed before its deadline', async ({ page, request }, testInfo) => {
    const player = await credentialsOf(request, accountOf('change', testInfo.project.name));
    await storeCredentials(page, player);
    const { round, open } = await nextRound(page, player.accessToken);
    const match = open[open.length - 1]!;
    const first = await request.post('/api/v1/prediction', {
      headers: bearer(player.accessToken),
      data: { matchId: match.id, prediction: '2:1' },
    });
    expect(first.ok(), await first.text()).toBe(true);

    await page.goto(`/upcoming-matches?round=${round}`);
    const card = page.getByRole('article', { name: matchTitle(match) });
    await expect(card.getByText('Prediction Applied')).toBeVisible();
    await expect(card.getByText(/^Closes in \d+ d/)).toBeVisible();
    await card.getByRole('button', { name: 'Change' }).click();
    const home = card.getByRole('textbox', { name: `${teamsOf(match).home.name} goals` });
    await home.fill('0');
    await card.getByRole('button', { name: 'Save change' }).click();
    await expect(page.getByText(predictionMessages.updated)).toBeVisible();
    await expect(card.getByText('Prediction Applied')).toBeVisible();
    await expect(home).toHaveValue('0');
    await expect(card.getByRole('button', { name: 'Change' })).toBeFocused();
    await snap(page, 'matchday-changed', testInfo.project.name);
  });

  test("a live match's provisional points move as the operator records goals", async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const player = await credentialsOf(request, accountOf('live', testInfo.project.name));
    const ops = await credentialsOf(request, operatorAccount);
    await storeCredentials(page, player);
    const { round, open } = await nextRound(page, player.accessToken);
    // Each project takes its own match of the next round, among those still open when it looks (not the first).
    const match = open[testInfo.project.name === 'phone' ? 1 : 2]!;
    const saved = await request.post('/api/v1/prediction', {
      headers: bearer(player.accessToken),
      data: { matchId: match.id, prediction: '1:0' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // The match was brought forward and is being played.
    const moved = await request.put(`/api/v1/admin/matches/${match.id}/kickoff`, {
      headers: bearer(ops.accessToken),
      data: { date: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(moved.ok(), await moved.text()).toBe(true);

    await page.goto(`/upcoming-matches?round=${round}`);
    const card = page.getByRole('article', { name: matchTitle(match) });
    await expect(card.getByText('Prediction Closed')).toBeVisible();
    const live = (home: number, away: number, elapsed: number) =>
      request.put(`/api/v1/admin/matches/${match.id}/live`, {
        headers: bearer(ops.accessToken),
        data: { home, away, elapsed },
      });
    expect((await live(1, 0, 12)).ok()).toBe(true);
    await expect(card.getByText('If it ended now: 5 PTS · exact score')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(/Live 12'/)).toBeVisible();
    await snap(page, 'matchday-live', testInfo.project.name);

    expect((await live(1, 1, 58)).ok()).toBe(true);
    await expect(card.getByText('If it ended now: 0 PTS · no points')).toBeVisible({ timeout: 15_000 });
  });
});
