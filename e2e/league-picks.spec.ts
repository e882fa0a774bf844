import { leaguePicksWords, type LeaguePicks } from '@scoreline/contracts';
import { bearer, credentialsOf, pageOf, settleOpenMatch, type Account } from './accounts';
import { expect, expectNoAxeViolations, look, snap, test } from './fixtures';
import { firstMatchFromCurrentRound, stillOpen } from './rounds';

/**
 * Issue 59 (ADR 109), on both widths: a league of two players with the longest usernames. Both call a match that the
 * operator settles, and the member calls another that has not kicked off. The owner's league page shows the round's
 * picks grid: the settled match's picks with their points, a lock on the member's pick of the other; the match page's
 * "Your leagues' picks" shows the settled match's. axe 0 on both.
 */

/** Usernames of the longest length allowed (20), to see the grid's names at 390 px. */
const accountOf = (who: 'a' | 'b', project: string): Account => ({
  email: `picks.${who}.${project}@scoreline.test`,
  firstname: who === 'a' ? 'Pat' : 'Robin',
  lastname: 'Picks',
  username: `picks_${who}_${project}`.padEnd(20, 'x').slice(0, 20),
  password: 'Kickoff24',
});

test.describe("a private league's picks after kick-off (issue 59)", () => {
  test('the league page shows the settled match’s picks and points, and hides a pick before kick-off', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const a = await credentialsOf(request, accountOf('a', project));
    const b = await credentialsOf(request, accountOf('b', project));
    const created = await request.post('/api/v1/private-leagues', {
      headers: bearer(a.accessToken),
      data: { leagueName: `Picks ${project} ${Date.now()}`.slice(0, 50) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const league = ((await created.json()) as { data: { id: number; invitationCode: string } }).data;
    const joined = await request.post('/api/v1/private-leagues/join', {
      headers: bearer(b.accessToken),
      data: { invitationCode: league.invitationCode },
    });
    expect(joined.status(), await joined.text()).toBe(200);

    const settled = await settleOpenMatch(
      request,
      [
        [a, '2:1'],
        [b, '1:0'],
      ],
      { home: 2, away: 1 },
    );
    const settledMatch = await request.get(`/api/v1/match/${settled}`, { headers: bearer(a.accessToken) });
    const { round } = ((await settledMatch.json()) as { data: { round: number } }).data;
    // The member's pick of a match still to come: nobody else sees it until it kicks off.
    const later = await firstMatchFromCurrentRound(
      request,
      b.accessToken,
      (match) => match.id !== settled && !match.predicted && stillOpen(match, 5 * 60_000),
      'a second open match',
    );
    const saved = await request.post('/api/v1/prediction', {
      headers: bearer(b.accessToken),
      data: { matchId: later.id, prediction: '3:3' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    // The settled match is scored by a job: wait until the grid carries its points.
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/api/v1/private-leagues/${league.id}/picks`, {
            headers: bearer(a.accessToken),
            params: { round },
          });
          const grid = ((await answer.json()) as { data: LeaguePicks }).data;
          return grid.members.find((member) => member.user.id === a.id)?.picks.find((p) => p.matchId === settled)
            ?.points;
        },
        { timeout: 30_000 },
      )
      .toBe(5);

    const owner = await pageOf(browser, a, baseURL);
    await owner.goto(`/profile/private-league/${league.id}`);
    const section = owner.getByRole('region', { name: leaguePicksWords.picksTitle, exact: true });
    const roundSelect = section.getByRole('combobox', { name: leaguePicksWords.picksRound });
    await expect(roundSelect).toBeVisible();
    if ((await roundSelect.inputValue()) !== String(round)) await roundSelect.selectOption(String(round));
    const grid = section.getByRole('table', { name: /^Picks, / });
    const memberRow = grid.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: b.username }) });
    const ownerRow = grid.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: a.username }) });
    await expect(memberRow).toContainText('1–0');
    await expect(ownerRow).toContainText('2–1');
    await expect(ownerRow).toContainText('5 pts');
    // The player's names stay on screen while the grid scrolls sideways (the phone).
    await expect(ownerRow.getByRole('rowheader')).toHaveCSS('position', 'sticky');
    await owner.waitForLoadState('networkidle');
    await snap(owner, 'league-picks-grid', project);
    // Scrolled sideways to the settled match: the names stay in place.
    await ownerRow.getByText('2–1').scrollIntoViewIfNeeded();
    await look(owner, { path: `test-results/screens/league-picks-section-${project}.png` });
    await expectNoAxeViolations(owner, "the league page's picks grid");

    // The member's pick of the match to come is hidden from the owner: a lock, never the score.
    if (later.round !== round) await roundSelect.selectOption(String(later.round));
    const laterColumn = grid.getByRole('columnheader').filter({ hasText: leaguePicksWords.picksHidden });
    await expect(laterColumn.first()).toBeAttached();
    await expect(memberRow.getByText(leaguePicksWords.picksHidden).first()).toBeAttached();
    await expect(memberRow).not.toContainText('3–3');
    // The grid scrolls inside its card: the page itself never scrolls sideways, whatever the round's width.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const own = await request.get(`/api/v1/private-leagues/${league.id}/picks`, {
      headers: bearer(b.accessToken),
      params: { match: later.id },
    });
    // The member sees their own pick of it.
    expect(((await own.json()) as { data: LeaguePicks }).data.members.find((m) => m.user.id === b.id)?.picks).toEqual([
      { matchId: later.id, prediction: '3:3', points: null, multiplier: null, joker: false },
    ]);

    // The match page: the league's picks of the settled match.
    await owner.goto(`/upcoming-matches/${settled}?tab=stat`);
    const card = owner.getByRole('region', { name: leaguePicksWords.matchLeaguePicksTitle });
    const matchGrid = card.getByRole('table', { name: /^Picks, / });
    await expect(matchGrid.getByRole('row').filter({ hasText: b.username })).toContainText('1–0');
    await expect(matchGrid.getByRole('row').filter({ hasText: a.username })).toContainText('5 pts');
    await owner.waitForLoadState('networkidle');
    await snap(owner, 'league-picks-match', project);
    await expectNoAxeViolations(owner, "the match page's leagues' picks");
    await owner.context().close();
  });
});
