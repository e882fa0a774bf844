import type { APIRequestContext, Page } from '@playwright/test';
import { homeMatchesResponseSchema, matchPageMessages, type Credentials, type Match } from '@scoreline/contracts';
import { isFinishedStatus } from '@scoreline/domain';
import { credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, look, snap, test } from './fixtures';
import { fetchRound, firstMatchFromCurrentRound, matchTitle, stillOpen, stillToKickOff, teamsOf } from './rounds';

/**
 * The match centre end to end (issue #4) on the embedded season, replayed on today's calendar: rounds on phone
 * and desktop, a finished match and an upcoming one, a prediction, and the landing page's fixtures.
 * One player for the whole file (both projects): signed in through the API when it exists, else signed up once
 * (e2e/accounts.ts).
 */

const player: Account = {
  email: 'match.centre@scoreline.test',
  firstname: 'Alex',
  lastname: 'Scout',
  username: 'match_centre',
  password: 'Kickoff24',
};

/** spec §2 day headings, e.g. 'SAT, MAR 2ND'. */
const dayHeading =
  /^(MON|TUE|WED|THU|FRI|SAT|SUN), (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) \d{1,2}(ST|ND|RD|TH)$/;

let credentials: Credentials | undefined;

/** The player's credentials, creating the account the first time (e2e/accounts.ts); one sign-in per worker. */
async function playerCredentials(request: APIRequestContext): Promise<Credentials> {
  credentials ??= await credentialsOf(request, player);
  return credentials;
}

/** Puts the credentials where the web app keeps them (src/lib/credentials.ts) before any page loads. */
async function signIn(page: Page, request: APIRequestContext): Promise<Credentials> {
  const signedIn = await playerCredentials(request);
  await storeCredentials(page, signedIn);
  return signedIn;
}

const isFinished = (match: Match) => isFinishedStatus(match.details.fixture.status.short);

/**
 * A finished match of the latest round before the current one that has one. The round just before may have none:
 * e2e/matchday.spec.ts brings a match of the next round forward and plays it, which can make that round current while
 * the one before it is still being played, and this file must not depend on the order the files run in.
 */
async function latestFinishedMatch(request: APIRequestContext, accessToken: string) {
  const { current_round: currentRound } = await fetchRound(request, accessToken);
  for (let round = (currentRound ?? 1) - 1; round >= 1; round -= 1) {
    const match = (await fetchRound(request, accessToken, round)).matches.rows.find(isFinished);
    if (match) return { round, match };
  }
  throw new Error(`no round before round ${currentRound} has a finished match`);
}

test.describe('match centre', () => {
  test('browses the rounds, opening on the current one', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const { accessToken } = await signIn(page, request);
    const current = await fetchRound(request, accessToken);
    const currentRound = current.current_round;
    if (currentRound === null) throw new Error('the embedded season has no current round');
    expect(current.round).toBe(currentRound);
    const otherRound = currentRound > 1 ? currentRound - 1 : currentRound + 1;
    const other = await fetchRound(request, accessToken, otherRound);

    await page.goto('/upcoming-matches');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming matches' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(current.matches.rows.length);
    await expect(cards.first()).toContainText(/\d{1,2}:\d{2} (AM|PM)|Full time|Live/);
    for (const heading of await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()) {
      expect(heading).toMatch(dayHeading);
    }
    await expect(
      cards
        .first()
        .getByRole('list', { name: /last \d results, oldest first/ })
        .first(),
    ).toBeVisible();

    if (project === 'desktop') {
      const rounds = page.getByRole('navigation', { name: 'Rounds' });
      const selected = rounds.locator('[aria-current="page"]');
      await expect(selected).toHaveText(new RegExp(`^Matchday ${currentRound}\\b`));
      // The page scrolled down to the first match open for predictions (issue 13); the selector is at the top.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expect(selected).toBeInViewport();
      await expect(page.getByRole('combobox', { name: 'Round' })).toBeHidden();

      // spec §9: the arrows move the row by 200 px (less at its end).
      const track = rounds.getByRole('list');
      const before = await track.evaluate((element) => ({
        left: element.scrollLeft,
        max: element.scrollWidth - element.clientWidth,
      }));
      await rounds.getByRole('button', { name: 'Scroll to later rounds' }).click();
      await expect
        .poll(() => track.evaluate((element) => element.scrollLeft))
        .toBeCloseTo(Math.min(before.left + 200, before.max), 0);

      await rounds.getByRole('link', { name: new RegExp(`^Matchday ${otherRound}\\b`) }).click();
    } else {
      await expect(page.getByRole('navigation', { name: 'Rounds' })).toBeHidden();
      const select = page.getByRole('combobox', { name: 'Round' });
      await expect(select).toHaveValue(String(currentRound));
      await select.selectOption(String(otherRound));
    }

    await expect(page).toHaveURL(`/upcoming-matches?round=${otherRound}`);
    await expect(cards).toHaveCount(other.matches.rows.length);
    const firstOther = other.matches.rows[0];
    if (firstOther) await expect(page.getByRole('article', { name: matchTitle(firstOther) })).toBeVisible();

    // The round is in the address: reload keeps it, back returns to the current round.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(other.matches.rows.length);
    await expect(page).toHaveURL(`/upcoming-matches?round=${otherRound}`);
    await page.goBack();
    await expect(page).toHaveURL('/upcoming-matches');
    await expect(cards).toHaveCount(current.matches.rows.length);
    if (project === 'desktop') {
      await expect(page.getByRole('navigation', { name: 'Rounds' }).locator('[aria-current="page"]')).toHaveText(
        new RegExp(`^Matchday ${currentRound}\\b`),
      );
    } else {
      await expect(page.getByRole('combobox', { name: 'Round' })).toHaveValue(String(currentRound));
    }
    await snap(page, 'upcoming-matches', project);
  });

  test('opens a finished match: real score, head to head, the model win probability', async ({
    page,
    request,
  }, testInfo) => {
    const { accessToken } = await signIn(page, request);
    const { round, match } = await latestFinishedMatch(request, accessToken);
    const { home, away } = match.details.goals;

    await page.goto(`/upcoming-matches?round=${round}`);
    const card = page.getByRole('article', { name: matchTitle(match) });
    await expect(card.getByText(`Final ${home} – ${away}`)).toBeVisible();
    await card.getByRole('link', { name: /View Match Details/ }).click();
    await expect(page).toHaveURL(`/upcoming-matches/${match.id}`);

    await expect(page.getByRole('heading', { level: 2, name: teamsOf(match).home.name })).toBeVisible();
    await expect(page.getByText('Match Finished')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Match summary' })).toContainText(
      new RegExp(`Score: ${home}\\D+${away}`),
    );
    // The embedded season has no line-ups or statistics: the page opens on Stat (issue 13) and says they come with a
    // provider key; the Line Up tab lists the clubs' squads instead (issue 55, ADR 074).
    await expect(page.getByRole('heading', { name: 'Win Probability (Scoreline model)' })).toBeVisible();
    await expect(page.getByRole('img', { name: /\d+%, draw \d+%, .+ \d+%$/ })).toBeVisible();
    await expect(page.getByText(matchPageMessages.statsNeedProviderKey)).toBeVisible();
    await page.getByRole('tab', { name: 'Line Up' }).click();
    await expect(page).toHaveURL(`/upcoming-matches/${match.id}?tab=line-up`);
    await expect(page.getByText(matchPageMessages.lineupsNeedProviderKey)).toBeVisible();
    await page.getByRole('tab', { name: 'Stat' }).click();
    await expect(page).toHaveURL(`/upcoming-matches/${match.id}?tab=stat`);
    const meetings = page.getByRole('region', { name: 'Head To Head' }).getByRole('listitem');
    await expect(meetings.first()).toBeVisible();
    expect(await meetings.count()).toBeLessThanOrEqual(5);
    // After kick-off everyone's picks are public (the demo players predicted the played rounds).
    const picks = page.getByRole('region', { name: "Players' Picks" });
    await expect(picks).toContainText(/\d+ predictions/);
    await expect(picks).toContainText('Most common scores');
    await snap(page, 'match-finished', testInfo.project.name);
  });

  test('opens an upcoming match', async ({ page, request }, testInfo) => {
    const { accessToken } = await signIn(page, request);
    const upcoming = await firstMatchFromCurrentRound(
      request,
      accessToken,
      stillToKickOff,
      'a match still to kick off',
    );

    await page.goto(`/upcoming-matches?round=${upcoming.round}`);
    await page
      .getByRole('article', { name: matchTitle(upcoming) })
      .getByRole('link', { name: /View Match Details/ })
      .click();
    await expect(page).toHaveURL(`/upcoming-matches/${upcoming.id}`);
    const summary = page.getByRole('region', { name: 'Match summary' });
    await expect(summary.getByRole('heading', { level: 2, name: teamsOf(upcoming).away.name })).toBeVisible();
    await expect(summary.getByText('Kick-off', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Win Probability (Scoreline model)' })).toBeVisible();
    await expect(page.getByText(matchPageMessages.statsNeedProviderKey)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Head To Head' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Players' Picks" })).toContainText('revealed at kick-off');
    await page.getByRole('tab', { name: 'Line Up' }).click();
    await expect(page.getByText(matchPageMessages.lineupsNeedProviderKey)).toBeVisible();
    await snap(page, 'match-upcoming', testInfo.project.name);

    await page.getByRole('link', { name: `Matchday ${upcoming.round} matches` }).click();
    await expect(page).toHaveURL(`/upcoming-matches?round=${upcoming.round}`);
  });

  test('a match opens at its top, Back or a reload returns to where the round was scrolled, another address opens at its top', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    // A chosen round: without one the page scrolls to the next open match by itself (issue 13).
    await page.goto('/upcoming-matches?round=1');
    const last = page.getByRole('article').last();
    const details = last.getByRole('link', { name: /View Match Details/ });
    await details.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);

    await details.click();
    await expect(page).toHaveURL(/\/upcoming-matches\/\d+$/);
    await expect(page.getByRole('region', { name: 'Match summary' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/upcoming-matches?round=1');
    await expect(details).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A reload comes back to the same place, once the page has loaded again.
    await page.reload();
    await expect(details).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Another address loaded in the same tab opens at its top, not where the round was scrolled.
    await page.goto('/upcoming-matches?round=2');
    await expect(page.getByRole('article').last()).toBeVisible();
    // Two frames later: a restored position would have been applied by then, as the page grew.
    const scrollAfterTwoFrames = () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      );
    expect(await page.evaluate(scrollAfterTwoFrames)).toBe(0);
  });

  test('predicts a match: Invalid fields, then Prediction Applied', async ({ page, request }) => {
    const { accessToken } = await signIn(page, request);
    // Each project predicts its own match: the first one still open.
    const open = await firstMatchFromCurrentRound(
      request,
      accessToken,
      (match) => !match.predicted && stillOpen(match),
      'a match open for predictions',
    );

    await page.goto(`/upcoming-matches?round=${open.round}`);
    const card = page.getByRole('article', { name: matchTitle(open) });
    const homeGoals = card.getByRole('textbox', { name: `${teamsOf(open).home.name} goals` });
    const awayGoals = card.getByRole('textbox', { name: `${teamsOf(open).away.name} goals` });
    const submit = card.getByRole('button', { name: 'Submit Prediction' });

    // spec §5: both scores are needed; only digits get in.
    await homeGoals.fill('2');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Invalid fields' })).toBeVisible();
    // …and beside the boxes (issue 13).
    await expect(card.getByRole('alert')).toHaveText('Invalid fields');
    await awayGoals.pressSequentially('1x');
    await expect(awayGoals).toHaveValue('1');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/prediction'));
    await submit.click();
    expect((await answer).ok()).toBe(true);
    // spec §4: applied, the inputs locked on the saved score.
    await expect(card.getByText('Prediction Applied')).toBeVisible();
    await expect(homeGoals).toHaveValue('2');
    await expect(awayGoals).toHaveValue('1');
    await expect(homeGoals).toHaveAttribute('readonly', '');
  });

  test('the landing page lists the next fixtures', async ({ page, request }, testInfo) => {
    const response = await request.get('/api/v1/match/home');
    const { rows } = homeMatchesResponseSchema.parse(await response.json()).data;
    const [first] = rows;
    if (!first) throw new Error('no upcoming fixtures');

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Upcoming matches' });
    const fixtures = section.getByRole('list', { name: 'Next fixtures' }).getByRole('listitem');
    await expect(fixtures).toHaveCount(Math.min(rows.length, 6));
    await expect(fixtures.first()).toContainText(teamsOf(first).home.name);
    await expect(fixtures.first()).toContainText(teamsOf(first).away.name);
    await look(section, {
      path: `test-results/screens/landing-fixtures-${testInfo.project.name}.png`,
      // The sticky site header would otherwise be drawn over the section.
      style: 'header { position: static !important; }',
    });
  });
});
