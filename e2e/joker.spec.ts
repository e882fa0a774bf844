import { jokerMessages, predictionMessages, roundMatchesResponseSchema } from '@scoreline/contracts';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, look, test } from './fixtures';
import { fetchRound, matchTitle, stillOpen } from './rounds';

/** Issue 59 end to end, on both widths: a saved pick of the next round made the round's joker from its card. */

const accountOf = (project: string): Account => ({
  email: `joker.${project}@scoreline.test`,
  firstname: 'Jo',
  lastname: 'Joker',
  username: `joker_${project}`.slice(0, 20),
  password: 'Kickoff24',
});

test.describe('the joker (issue 59)', () => {
  test("sets the round's joker on a saved pick from its card", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const player = await credentialsOf(page.request, accountOf(testInfo.project.name));
    await storeCredentials(page, player);
    const current = await fetchRound(page.request, player.accessToken);
    const round = (current.current_round ?? current.round ?? 0) + 1;
    const open = (await fetchRound(page.request, player.accessToken, round)).matches.rows.filter((match) =>
      stillOpen(match, 15 * 60_000),
    );
    const match = open[0]!;
    const saved = await page.request.post('/api/v1/prediction', {
      headers: bearer(player.accessToken),
      data: { matchId: match.id, prediction: '2:1' },
    });
    expect((await saved.json()).message).toMatch(
      new RegExp(`${predictionMessages.saved}|${predictionMessages.alreadySaved}`),
    );

    await page.goto(`/upcoming-matches?round=${round}`);
    const card = page.getByRole('article', { name: matchTitle(match) });
    const toggle = card.getByRole('button', { name: jokerMessages.toggleLabel(matchTitle(match)) });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByText(jokerMessages.set)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    const rows = roundMatchesResponseSchema.parse(
      await (await page.request.get(`/api/v1/match?round=${round}`, { headers: bearer(player.accessToken) })).json(),
    ).data.matches.rows;
    expect(rows.find((row) => row.id === match.id)?.joker).toEqual({ matchId: match.id, fixed: false });
    await expectNoAxeViolations(page, 'a card with its joker');
    await look(card, { path: `test-results/screens/joker-card-${testInfo.project.name}.png` });
  });
});
