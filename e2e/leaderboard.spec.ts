import type { APIRequestContext } from '@playwright/test';
import {
  leaderboardResponseSchema,
  roundHighlightsResponseSchema,
  roundHighlightsWords,
  type Leaderboard,
  userResponseSchema,
} from '@scoreline/contracts';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, look, snap, test } from './fixtures';
import { operatorAccount } from './operator';
import { fetchRound, firstMatchFromCurrentRound, matchTitle, stillOpen, teamsOf } from './rounds';

/**
 * The leaderboard end to end (issue #5) on the embedded season and its ~50 demo players: a prediction through the
 * UI, an operator's result through the API, the filters, row selection and back, and the landing page's top 10.
 * Two accounts for the whole file (both projects), signed in through the API when they exist, else signed up once
 * (e2e/accounts.ts).
 */

const player: Account = {
  email: 'leaderboard.player@scoreline.test',
  firstname: 'Robin',
  lastname: 'Table',
  username: 'table_climber',
  password: 'Kickoff24',
};
/** Named in ADMIN_EMAILS and granted before the e2e server starts (e2e/prepare-operator.ts). */
const operator: Account = operatorAccount;

async function fetchLeaderboard(
  request: APIRequestContext,
  params: Record<string, string | number>,
  token?: string,
): Promise<Leaderboard> {
  const response = await request.get('/api/v1/score', {
    params: { size: 20, ...params },
    headers: token ? bearer(token) : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  return leaderboardResponseSchema.parse(await response.json()).data;
}

/** spec §9: leaderboard dates in en-GB. */
const enGb = (isoDate: string) => isoDate.split('-').reverse().join('/');

test.describe('leaderboard', () => {
  test('a prediction, an operator result, and the points on the card and the leaderboard', async ({
    page,
    request,
  }, testInfo) => {
    const me = await credentialsOf(request, player);
    const ops = await credentialsOf(request, operator);
    await storeCredentials(page, me);
    // Each project predicts its own match: the first one still open.
    const open = await firstMatchFromCurrentRound(
      request,
      me.accessToken,
      (match) => !match.predicted && stillOpen(match),
      'a match open for predictions',
    );
    await page.goto(`/upcoming-matches?round=${open.round}`);
    const card = page.getByRole('article', { name: matchTitle(open) });
    await card.getByRole('textbox', { name: `${teamsOf(open).home.name} goals` }).fill('2');
    await card.getByRole('textbox', { name: `${teamsOf(open).away.name} goals` }).fill('1');
    await card.getByRole('button', { name: 'Submit Prediction' }).click();
    await expect(card.getByText('Prediction Applied')).toBeVisible();

    // The operator cannot settle a match that has not kicked off (the API answers 422).
    const early = await request.put(`/api/v1/admin/matches/${open.id}/result`, {
      headers: bearer(ops.accessToken),
      data: { home: 2, away: 1 },
    });
    expect(early.status(), await early.text()).toBe(422);
    // Only an operator may enter results.
    const notOperator = await request.put(`/api/v1/admin/matches/${open.id}/result`, {
      headers: bearer(me.accessToken),
      data: { home: 2, away: 1 },
    });
    expect(notOperator.status()).toBe(403);

    // The match was brought forward and has been played: the operator records the real kick-off, then the
    // result, which scores every prediction of the match at once (the player called it exactly: 5 PTS).
    const moved = await request.put(`/api/v1/admin/matches/${open.id}/kickoff`, {
      headers: bearer(ops.accessToken),
      data: { date: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    const entered = await request.put(`/api/v1/admin/matches/${open.id}/result`, {
      headers: bearer(ops.accessToken),
      data: { home: 2, away: 1 },
    });
    expect(entered.ok(), await entered.text()).toBe(true);

    await page.goto(`/upcoming-matches?round=${open.round}`);
    const settledCard = page.getByRole('article', { name: matchTitle(open) });
    await expect(settledCard.getByText('Final 2 – 1')).toBeVisible();
    await expect(settledCard.getByText('5 PTS · exact score')).toBeVisible();
    await expect(settledCard.getByText(/^\d+ PTS?$/)).toHaveText('5 PTS');

    // The leaderboard: the same ranking as the API, and the player's own standing in the side card.
    const after = await fetchLeaderboard(request, {}, me.accessToken);
    if (!after.me) throw new Error('the player is not ranked after a scored prediction');
    expect(after.me.totalPoints).toBeGreaterThanOrEqual(5);
    expect(after.me.stats.exact_scores).toBeGreaterThanOrEqual(1);
    await page.goto('/leaderboard');
    const table = page.getByRole('table', { name: /^Leaderboard, Overall/ });
    const first = after.results[0];
    if (!first) throw new Error('the league has no ranked player');
    await expect(table.getByRole('row').nth(1)).toContainText(first.user.username);
    await expect(table.getByRole('row').nth(1)).toContainText(String(first.totalPoints));
    const standing = page.getByRole('region', { name: 'Your standing' });
    await expect(standing).toContainText(`@${player.username}`);
    await expect(standing).toContainText(`#${after.me.position}`);
    await expect(standing).toContainText(String(after.me.totalPoints));
    await snap(page, 'leaderboard-after-result', testInfo.project.name);
  });

  test('filters by round and by date range, clears, selects a row and goes back', async ({
    page,
    request,
  }, testInfo) => {
    const project = testInfo.project.name;
    const me = await credentialsOf(request, player);
    await storeCredentials(page, me);
    const overall = await fetchLeaderboard(request, {}, me.accessToken);
    const round = 2;
    const byRound = await fetchLeaderboard(request, { round }, me.accessToken);
    const roundMatches = await fetchRound(request, me.accessToken, round);
    const days = roundMatches.matches.rows.map((match) => match.date.slice(0, 10)).sort();
    const [start, end] = [days[0], days.at(-1)];
    if (!start || !end) throw new Error(`round ${round} has no matches`);
    const byRange = await fetchLeaderboard(request, { start, end }, me.accessToken);

    // issue 59: the latest completed round said out loud above the table, as GET /score/highlights names it.
    const highlights = roundHighlightsResponseSchema.parse(
      await (await request.get('/api/v1/score/highlights')).json(),
    ).data;
    if (!highlights?.winners) throw new Error('the replay has no completed round with points');

    await page.goto('/leaderboard');
    const banner = page.getByRole('region', { name: roundHighlightsWords.title(highlights.stage) });
    for (const winner of highlights.winners.users) await expect(banner.getByText(winner.username)).toBeVisible();
    if (highlights.climber) {
      await expect(
        banner.getByText(roundHighlightsWords.places(highlights.climber.from - highlights.climber.to)),
      ).toBeVisible();
    }
    const table = page.getByRole('table', { name: /^Leaderboard/ });
    const rows = table.locator('tbody').first().getByRole('row');
    await expect(rows).toHaveCount(overall.results.length);
    await expect(rows.first()).toContainText(overall.results[0]?.user.username ?? '');
    await expect(table.getByRole('img', { name: /Moved up|Moved down|No change/ }).first()).toBeVisible();
    if (project === 'desktop') {
      await expect(table.getByRole('columnheader', { name: 'Previous Round' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Average Prediction' })).toBeVisible();
    } else {
      // At 390 px the secondary columns are stacked under the name.
      await expect(table.getByRole('columnheader', { name: 'Previous Round' })).toBeHidden();
      await expect(rows.first()).toContainText('Prev. round');
    }
    // Every name on the page is readable in full at either width (demo names, up to demo_fatima), and the table
    // spans its card.
    const clipped = await table
      .locator('tbody')
      .first()
      .locator('a[title]')
      .evaluateAll((links) =>
        links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.getAttribute('title')),
      );
    expect(clipped).toEqual([]);
    const [tableBox, headerBox] = await Promise.all([table.boundingBox(), table.locator('thead tr').boundingBox()]);
    expect(headerBox!.width).toBeGreaterThanOrEqual(tableBox!.width - 4);
    await expect(page.getByRole('region', { name: 'How points are scored' })).toContainText(overall.tieBreak);
    await expect(page.getByText(`1–${overall.results.length} of ${overall.total} players`)).toBeVisible();
    await snap(page, 'leaderboard-overall', project);
    await look(page, { path: `test-results/screens/leaderboard-overall-top-${project}.png` });

    // Round: the address keeps it, the columns change, movement goes.
    await page.getByRole('combobox', { name: 'Round' }).selectOption(String(round));
    await expect(page).toHaveURL(`/leaderboard?round=${round}`);
    await expect(rows.first()).toContainText(byRound.results[0]?.user.username ?? '');
    await expect(rows.first()).toContainText(String(byRound.results[0]?.totalPoints));
    await expect(table.getByRole('img', { name: /Moved up|Moved down|No change/ })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Average Prediction' })).toHaveCount(0);
    if (project === 'desktop') await expect(table.getByRole('columnheader', { name: 'Current Round' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Round' })).toHaveValue(String(round));
    await expect(page.getByText(`Showing Matchday ${round}`)).toBeVisible();
    await snap(page, 'leaderboard-round', project);

    // Range: replaces the round; dates written in en-GB.
    await page.getByLabel('From', { exact: true }).fill(enGb(start));
    await page.getByLabel('To', { exact: true }).fill(enGb(end));
    await page.getByRole('button', { name: 'Apply range' }).click();
    await expect(page).toHaveURL(`/leaderboard?start=${start}&end=${end}`);
    await expect(page.getByText(`Showing ${enGb(start)} – ${enGb(end)}`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Round' })).toHaveValue('');
    await expect(rows.first()).toContainText(byRange.results[0]?.user.username ?? '');
    await expect(rows).toHaveCount(byRange.results.length);
    await snap(page, 'leaderboard-range', project);
    await look(page, { path: `test-results/screens/leaderboard-range-top-${project}.png` });

    // Back returns to the round; Clear to the overall ranking.
    await page.goBack();
    await expect(page).toHaveURL(`/leaderboard?round=${round}`);
    await expect(page.getByRole('combobox', { name: 'Round' })).toHaveValue(String(round));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByText('Overall standings, all rounds')).toBeVisible();

    // Pages of 20.
    if (overall.total > overall.size) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL('/leaderboard?page=2');
      await expect(rows.first()).toContainText('21');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page).toHaveURL('/leaderboard');
    }

    // A row selects its player, replacing the history entry; 'Back to leaderboard' clears the selection.
    const third = overall.results[2];
    if (!third) throw new Error('fewer than 3 ranked players');
    const historyLength = await page.evaluate(() => history.length);
    await rows.nth(2).click({ position: { x: 12, y: 12 } });
    await expect(page).toHaveURL(`/leaderboard/${third.user.id}`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    const header = page.getByRole('region', { name: `welcome to @${third.user.username}` });
    await expect(header).toBeVisible();
    await expect(header).toContainText(`Rank #${third.position}`);
    const profile = await request.get(`/api/v1/users/${third.user.id}`, { headers: bearer(me.accessToken) });
    const { firstname, lastname } = userResponseSchema.parse(await profile.json()).data;
    await expect(header).toContainText(`${firstname} ${lastname}`);
    const selectedCard = page.getByRole('region', { name: 'Selected player' });
    await expect(selectedCard).toContainText(`@${third.user.username}`);
    await expect(selectedCard).toContainText(`#${third.position}`);
    await expect(selectedCard).toContainText(String(third.totalPoints));
    await expect(rows.nth(2)).toHaveAttribute('data-selected', 'true');
    await snap(page, 'leaderboard-selected', project);
    await look(page, { path: `test-results/screens/leaderboard-selected-top-${project}.png` });

    await header.getByRole('link', { name: 'Back to leaderboard' }).click();
    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByRole('region', { name: /^welcome to/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your standing' })).toBeVisible();
  });

  test('six-digit positions fit their column, the movement beside them or, on a phone, under them', async ({
    page,
    request,
  }, testInfo) => {
    // The e2e league has ~50 players and one of 100,000 (bench:league's) takes ~20 minutes to seed, so the real
    // answer's positions are raised past 100,000 (six digits); everything else is as the server sent it.
    const me = await credentialsOf(request, player);
    await storeCredentials(page, me);
    // A pinned player too (pinned through the API, unpinned at the end): the pinned list shows positions as well.
    const overall = await fetchLeaderboard(request, {}, me.accessToken);
    const pinned = overall.results.find((entry) => entry.user.id !== me.id);
    if (!pinned) throw new Error('no other ranked player to pin');
    const pin = await request.post('/api/v1/pins', {
      headers: bearer(me.accessToken),
      data: { userId: pinned.user.id },
    });
    expect(pin.ok(), await pin.text()).toBe(true);
    const raised = (position: number) => 99_999 + position;
    await page.route(
      (url) => url.pathname === '/api/v1/score',
      async (route) => {
        const response = await route.fetch();
        const answer = leaderboardResponseSchema.parse(await response.json());
        const data: Leaderboard = {
          ...answer.data,
          results: answer.data.results.map((entry) => ({ ...entry, position: raised(entry.position) })),
          pinned: answer.data.pinned.map((entry) => ({ ...entry, position: raised(entry.position) })),
          me: answer.data.me && { ...answer.data.me, position: 100_050 },
        };
        await route.fulfill({ response, json: { ...answer, data } });
      },
    );
    try {
      await page.goto('/leaderboard');
      const table = page.getByRole('table', { name: /^Leaderboard, Overall/ });
      await expect(table.locator('tbody').first().getByRole('row').first()).toContainText('100000');
      const pinnedList = page.getByRole('region', { name: 'Pinned' });
      await expect(pinnedList).toContainText(pinned.user.username);
      // The digits as drawn (the text node after the screen-reader prefix), which may run past their box.
      const { gap, cells } = await table.evaluate((element) => {
        const digitsOf = (number: Element) => {
          const text = document.createRange();
          text.selectNodeContents(number.lastChild!);
          return text.getBoundingClientRect();
        };
        // The pinned position's digits end before the avatar starts.
        const item = document.querySelector('[aria-labelledby="pinned-title"] li')!;
        const avatar = item.querySelector('img, [aria-hidden="true"]')!.getBoundingClientRect();
        const rows = [...element.querySelectorAll('tbody tr')];
        return {
          gap: avatar.left - digitsOf(item.querySelector('.display')!).right,
          cells: rows.map((row) => {
            const cell = row.querySelector('td')!;
            const number = cell.querySelector('.display')!;
            const [box, movement, digits] = [
              cell.getBoundingClientRect(),
              cell.querySelector('[role="img"]')!.getBoundingClientRect(),
              digitsOf(number),
            ];
            return {
              position: number.textContent,
              clipped: number.scrollWidth > number.clientWidth,
              inCell: digits.left >= box.left && digits.right <= box.right && movement.right <= box.right,
              apart: movement.left >= digits.right || movement.top >= digits.bottom,
            };
          }),
        };
      });
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(cells.length).toBeGreaterThan(1);
      for (const cell of cells)
        expect(cell, String(cell.position)).toMatchObject({ clipped: false, inCell: true, apart: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
      await snap(page, 'leaderboard-six-digit-positions', testInfo.project.name);
    } finally {
      await request.delete(`/api/v1/pins/${pinned.user.id}`, { headers: bearer(me.accessToken) });
    }
  });

  test('the landing page shows the top 10 to visitors', async ({ page, request }, testInfo) => {
    const top = await fetchLeaderboard(request, { size: 10 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Think you can make it to the top?' });
    const rows = section.getByRole('table', { name: 'Top 10 players, overall' }).locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(Math.min(10, top.results.length));
    for (const [index, entry] of top.results.entries()) {
      await expect(rows.nth(index)).toContainText(entry.user.username);
      await expect(rows.nth(index)).toContainText(String(entry.totalPoints));
    }
    if (top.results.length > 0) {
      // The leaderboard's own table (spec §2 columns), and the way on to the full list (sign-in first for a visitor).
      await expect(section.getByRole('columnheader', { name: 'Total' })).toBeVisible();
      await expect(section.getByRole('link', { name: /see the full leaderboard/i })).toHaveAttribute(
        'href',
        '/sign-in?next=%2Fleaderboard',
      );
    }
    await look(section, {
      path: `test-results/screens/landing-top-ten-${testInfo.project.name}.png`,
      // The sticky site header would otherwise be drawn over the section.
      style: 'header { position: static !important; }',
    });
  });
});
