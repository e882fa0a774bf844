import { matchPageMessages } from '@scoreline/contracts';
import { bearer, credentialsOf, storeCredentials, type Account } from './accounts';
import { expect, expectNoAxeViolations, look, test } from './fixtures';

/**
 * issue 55 in a real browser, both widths: the footer's social links as the server is configured (playwright.config.ts
 * sets SOCIAL_*_URL for the test server), a nationality's flag drawn as an image with a real size (Debian's Chromium
 * here has no colour-emoji font: an emoji would be two empty boxes), and a replayed match's squads on its Line Up tab.
 * Screenshots go to .shots/ (not committed), to be looked at.
 */
const player: Account = {
  email: 'flag.bearer@scoreline.test',
  firstname: 'Flora',
  lastname: 'Flagg',
  username: 'flag_bearer',
  password: 'Kickoff24',
};

const shot = (name: string, project: string) => ({ path: `.shots/${name}-${project}.png`, fullPage: true });

test('the footer links the social channels the server names, each in a new tab', async ({ page }, testInfo) => {
  await page.goto('/terms-of-use');
  const social = page.getByRole('navigation', { name: 'Follow us' });
  await expect(social).toBeVisible();
  const links = social.getByRole('link');
  await expect(links).toHaveCount(4);
  const found = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href'), anchor.getAttribute('target')]),
  );
  expect(found).toEqual([
    ['Instagram (opens in a new tab)', 'https://instagram.com/scoreline.test', '_blank'],
    ['X (opens in a new tab)', 'https://x.com/scoreline_test', '_blank'],
    ['Discord (opens in a new tab)', 'https://discord.gg/scoreline-test', '_blank'],
    ['Telegram (opens in a new tab)', 'https://t.me/scoreline_test', '_blank'],
  ]);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await social.scrollIntoViewIfNeeded();
  await look(page, shot('footer', testInfo.project.name));
  await expectNoAxeViolations(page, '/terms-of-use with the social links');
});

test("draws a nationality's flag as an image at its size, not as emoji", async ({ page, request }, testInfo) => {
  const credentials = await credentialsOf(request, player);
  const saved = await request.put('/api/v1/users', {
    data: { nationality: 'CH' },
    headers: bearer(credentials.accessToken),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await storeCredentials(page, credentials);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Country' });
  await expect(card).toContainText('Switzerland');
  const flag = card.locator('img');
  await expect(flag).toHaveAttribute('src', '/flags/ch.svg');
  // Loaded and drawn: the image decoded with a size of its own, shown at the card's 4:3 box.
  await expect
    .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const box = await flag.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(64);
  expect(Math.round(((box?.height ?? 0) / (box?.width ?? 1)) * 4)).toBe(3);
  // No flag emoji in the card's text to fall back on a font.
  expect(await card.textContent()).not.toMatch(/\p{Regional_Indicator}/u);
  await look(page, shot('profile-flag', testInfo.project.name));
  await expectNoAxeViolations(page, '/profile with a nationality');
});

test("shows a replayed match's squads on its Line Up tab, labelled as squads", async ({ page, request }, testInfo) => {
  const credentials = await credentialsOf(request, player);
  const round = await request.get('/api/v1/match?round=1', { headers: bearer(credentials.accessToken) });
  const match = (await round.json()).data.matches.rows[0] as {
    id: number;
    details: { teams: { home: { name: string } } };
  };
  await storeCredentials(page, credentials);

  await page.goto(`/upcoming-matches/${match.id}?tab=line-up`);
  await expect(page.getByText(matchPageMessages.lineupsNeedProviderKey)).toBeVisible();
  const home = page.getByRole('region', { name: `${match.details.teams.home.name} squad, 2023/24` });
  await expect(home).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Goalkeepers' })).toBeVisible();
  await look(page, shot('match-squads', testInfo.project.name));
  await expectNoAxeViolations(page, 'a replayed match’s Line Up tab');

  await page.getByRole('tab', { name: 'Stat' }).click();
  await expect(page.getByText(matchPageMessages.statsNeedProviderKey)).toBeVisible();
  const headToHead = page.getByRole('region', { name: 'Head To Head' });
  await expect(headToHead.locator('time').first()).toBeVisible();
  // Replayed 2023/24 meetings carry their real dates: none is dated after the season ended.
  const dates = await headToHead
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates.every((date) => (date ?? '') <= '2024-05-19')).toBe(true);
  await look(page, shot('match-stat', testInfo.project.name));
});
