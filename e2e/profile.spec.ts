import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import {
  badgesResponseSchema,
  competitionsResponseSchema,
  competitionTeamsResponseSchema,
  credentialsSchema,
  insightsResponseSchema,
  leaderboardResponseSchema,
  PICTURE_PATH,
  profileMessages,
  userResponseSchema,
  type Credentials,
  type LeaderboardEntry,
  type User,
} from '@scoreline/contracts';
import { bearer, credentialsOf, type Account } from './accounts';
import { expect, look, snap, test } from './fixtures';

/**
 * Profiles end to end (issue #11) on the embedded season and its demo players: one's own bio, favourite team,
 * country and picture (seen again in the header and on the leaderboard), another player's badge and its awards,
 * and the insights chart. One account for the whole file (both projects), signed in through the API when it exists,
 * else signed up once (e2e/accounts.ts).
 */

const player: Account = {
  email: 'profile.player@scoreline.test',
  firstname: 'Pat',
  lastname: 'Profile',
  username: 'profile_keeper',
  password: 'Kickoff24',
};

const storageKey = 'scoreline.credentials';
/** A stored picture's address: PICTURE_PATH + 64 hex digits + .webp (contracts, pictureFileParamsSchema). */
const storedPicture = new RegExp(`^${PICTURE_PATH.replaceAll('/', '\\/')}[0-9a-f]{64}\\.webp$`);

let credentials: Credentials | undefined;

/** The player's credentials, creating the account the first time (e2e/accounts.ts); one sign-in per worker. */
async function playerCredentials(request: APIRequestContext): Promise<Credentials> {
  credentials ??= await credentialsOf(request, player);
  return credentials;
}

/**
 * Puts the credentials where the web app keeps them (src/lib/credentials.ts) before the first page loads, and only
 * then: later loads keep what the app merged into them (the saved profile, spec §3).
 */
async function signIn(page: Page, request: APIRequestContext): Promise<Credentials> {
  const signedIn = await playerCredentials(request);
  await page.addInitScript(
    ([key, stored]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, stored);
    },
    [storageKey, JSON.stringify(credentialsSchema.parse(signedIn))] as const,
  );
  return signedIn;
}

async function fetchUser(request: APIRequestContext, token: string, id: number): Promise<User> {
  const response = await request.get(`/api/v1/users/${id}`, { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return userResponseSchema.parse(await response.json()).data;
}

async function fetchLeaderboardPage(request: APIRequestContext, token: string, page: number) {
  const response = await request.get('/api/v1/score', { params: { page, size: 100 }, headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return leaderboardResponseSchema.parse(await response.json()).data;
}

/** The first ranked player the check accepts, looking through the whole leaderboard. */
async function findRanked(
  request: APIRequestContext,
  token: string,
  accept: (entry: LeaderboardEntry) => boolean | Promise<boolean>,
): Promise<LeaderboardEntry | undefined> {
  for (let page = 1; page <= 20; page += 1) {
    const board = await fetchLeaderboardPage(request, token, page);
    for (const entry of board.results) if (await accept(entry)) return entry;
    if (page * board.size >= board.total) return undefined;
  }
  return undefined;
}

// --- A small PNG made here (no binary fixture): 48 × 48 pixels of pitch-green stripes with a lime centre. ---

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function makePng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) {
      const isCentre = Math.hypot(x - size / 2, y - size / 2) < size / 5;
      const isStripe = Math.floor(x / 8) % 2 === 0;
      rows.push(...(isCentre ? [200, 242, 60] : isStripe ? [35, 92, 57] : [16, 53, 31]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The image has really loaded (not the initial fallback, not a broken image). */
async function expectLoadedPicture(image: Locator) {
  // Avatars load lazily: bring the picture on screen first.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', storedPicture);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test.describe('profile', () => {
  test('edits the bio, picks a favourite team and sets a country', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const me = await signIn(page, request);
    const before = await fetchUser(request, me.accessToken, me.id);

    await page.goto('/profile');
    const stats = page.getByRole('region', { name: 'Stats' });
    await expect(stats).toContainText('Total Predictions Made');
    await expect(stats).toContainText(String(before.totalPoints));

    // Bio: pencil → textarea and Save → back to the text (spec §2/§4).
    const bioText = `Plays a high line (${project}, ${Date.now()}).`;
    const bio = page.getByRole('region', { name: 'Bio' });
    await bio.getByRole('button', { name: 'Edit bio' }).click();
    await bio.getByRole('textbox', { name: 'Bio' }).fill(bioText);
    await bio.getByRole('button', { name: 'Save' }).click();
    await expect(bio.getByText(bioText)).toBeVisible();
    await expect(bio.getByRole('textbox')).toHaveCount(0);
    expect((await fetchUser(request, me.accessToken, me.id)).biography).toBe(bioText);

    // Favourite team: a club of the competition, not the current one.
    const leagues = competitionsResponseSchema.parse(
      await (await request.get('/api/v1/match/api/leagues')).json(),
    ).data;
    const league = leagues[0];
    if (!league) throw new Error('no competition is loaded');
    const teams = competitionTeamsResponseSchema.parse(
      await (await request.get(`/api/v1/match/api/leagues/${league.id}/teams`)).json(),
    ).data;
    const current = (await fetchUser(request, me.accessToken, me.id)).favouriteTeam?.id;
    const pick = teams.find(({ team }) => team.id !== current)?.team;
    if (!pick) throw new Error(`${league.name} has no club to pick`);
    await stats.getByRole('button', { name: 'Edit favourite team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Favourite team' });
    await expect(dialog).toBeVisible();
    await dialog.locator('label').filter({ hasText: pick.name }).click();
    await expect(dialog.getByRole('radio', { name: pick.name })).toBeChecked();
    await snap(page, 'profile-favourite-team-dialog', project);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Favourite team' })).toContainText(pick.name);
    await expect(stats).toContainText(pick.name);

    // Country: on the edit page, then the card with its flag.
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/profile/edit');
    await expect(page.getByRole('heading', { name: 'UPDATING YOUR PROFILE' })).toBeVisible();
    await expect(page.getByLabel('EMAIL', { exact: true })).toHaveValue(player.email);
    await expect(page.getByLabel('USERNAME', { exact: true })).toHaveJSProperty('readOnly', true);
    const country = page.getByRole('combobox', { name: 'COUNTRY / REGION OF RESIDENCE' });
    expect(await country.locator('option').count()).toBeGreaterThanOrEqual(250);
    await country.selectOption('NG');
    await snap(page, 'profile-edit', project);
    await page.getByRole('button', { name: 'UPDATE CHANGES' }).click();
    await expect(page.getByText(profileMessages.updated)).toBeVisible();
    await expect(page).toHaveURL('/profile');
    const countryCard = page.getByRole('region', { name: 'Country' });
    await expect(countryCard).toContainText('Nigeria');
    // The flag is an image (ADR 073): drawn on a system without a colour-emoji font too.
    await expect(countryCard.locator('img')).toHaveAttribute('src', '/flags/ng.svg');
    await snap(page, 'profile-own', project);
  });

  test('uploads a picture and sees it in the header and on the leaderboard', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name;
    const me = await signIn(page, request);

    await page.goto('/profile/edit');
    await page.getByLabel('PROFILE PICTURE').setInputFiles({
      name: 'pitch.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
    const saving = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile/update'));
    await page.getByRole('button', { name: 'UPDATE CHANGES' }).click();
    expect((await saving).ok()).toBe(true);
    await expect(page).toHaveURL('/profile');

    // The header's avatar (stored credentials merged with the saved profile, spec §3), without a reload.
    const headerLink = page.getByRole('link', { name: `Your profile, @${player.username}` });
    await expectLoadedPicture(headerLink.locator('img'));
    const saved = await fetchUser(request, me.accessToken, me.id);
    expect(`${PICTURE_PATH}${saved.profile_picture}`).toMatch(storedPicture);
    await expect(headerLink.locator('img')).toHaveAttribute('src', `${PICTURE_PATH}${saved.profile_picture}`);
    await expectLoadedPicture(page.getByRole('region', { name: `Profile of @${player.username}` }).locator('img'));

    // The leaderboard: the side card, the player's own row when ranked, and the selected-player header.
    await page.goto('/leaderboard');
    await expectLoadedPicture(page.getByRole('region', { name: 'Your standing' }).locator('img'));
    const board = await fetchLeaderboardPage(request, me.accessToken, 1);
    if (board.me) {
      const ownRow = page.locator('tr[data-current-player]').first();
      await expectLoadedPicture(ownRow.locator('img'));
    }
    await page.goto(`/leaderboard/${me.id}`);
    await expectLoadedPicture(page.getByRole('region', { name: `welcome to @${player.username}` }).locator('img'));
    await snap(page, 'profile-picture-leaderboard', project);
  });

  test("opens a demo player's badge with its awards, and sees their insights chart", async ({
    page,
    request,
  }, testInfo) => {
    const project = testInfo.project.name;
    const me = await signIn(page, request);

    // A demo player who holds a badge (the backfill awards the season so far).
    const holder = await findRanked(request, me.accessToken, (entry) => entry.hasABadge);
    if (!holder) throw new Error('no ranked player holds a badge');
    const badges = badgesResponseSchema.parse(
      await (
        await request.get('/api/v1/user/badges', {
          params: { userId: holder.user.id, page: 1, size: 10 },
          headers: bearer(me.accessToken),
        })
      ).json(),
    ).data;
    const badge = badges.items[0];
    if (!badge) throw new Error(`${holder.user.username} is marked as a badge holder but lists no badge`);

    await page.goto(`/leaderboard/${holder.user.id}`);
    await expect(page.getByRole('region', { name: `welcome to @${holder.user.username}` })).toBeVisible();
    const badgeList = page.getByRole('region', { name: 'Badges' });
    const opener = badgeList.getByRole('button', { name: new RegExp(badge.badgeName) });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: badge.badgeName });
    await expect(dialog).toBeVisible();
    const awards = dialog.getByRole('list', { name: `Awards of ${badge.badgeName}` });
    await expect(awards.getByRole('listitem').first()).toBeVisible();
    await expect(awards.getByRole('listitem').first()).toContainText(
      /^(Round \d+|Matchday \d+|Rank \d+|[A-Z][a-z]+ \d{4})/,
    );
    // The badge's own artwork (decorative, alt=""), really loaded from /badges/<id>.svg.
    const icon = dialog.locator('img[src^="/badges/"]').first();
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await snap(page, 'profile-badge-dialog', project);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Insights: a ranked player with completed rounds gets the points-per-round chart (visx, loaded on demand).
    const charted = await findRanked(request, me.accessToken, async (entry) => {
      const response = await request.get(`/api/v1/users/${entry.user.id}/insights`, {
        headers: bearer(me.accessToken),
      });
      return response.ok() && insightsResponseSchema.parse(await response.json()).data.rounds.length > 0;
    });
    if (!charted) throw new Error('no ranked player has a completed round');
    await page.goto(`/leaderboard/${charted.user.id}`);
    const insights = page.getByRole('region', { name: 'Insights' });
    await expect(insights.getByRole('figure', { name: 'Points per round' })).toBeVisible();
    // The drawing: a bar for each round, a point for each ranked round, drawn as the charts come near the screen.
    await insights.scrollIntoViewIfNeeded();
    await expect(insights.locator('svg .chart-bar').first()).toBeVisible();
    await expect(insights.locator('svg .chart-dot').first()).toBeVisible();
    // Pointing at a bar (a tap on a phone) names that round's points beside it.
    await insights.locator('svg .chart-bar').first().hover({ force: true });
    await expect(insights.getByText(/^Points: \d+$/)).toBeVisible();
    await look(insights, { path: `test-results/screens/profile-insights-${project}.png` });
  });
});
