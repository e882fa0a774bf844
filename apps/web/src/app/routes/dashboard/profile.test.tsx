import { profileMessages, type User } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeUser } from '@/testing/handlers';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { makeTeam } from '@/testing/make-match';
import { makeBadge, makeBadgeLog, makeBadgePage, makeInsights } from '@/testing/make-profile';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ totalPredictions: 12, totalPoints: 31, averagePointsPerPredictions: 2.5833 });
const other = (overrides: Partial<User> = {}) => makeUser(9, { username: 'keeper', ...overrides });

/** A favourite team as GET /users/{id} answers it: the crest's data as a match's Team carries it. */
const forest = {
  id: 17,
  name: 'Nottingham Forest',
  logoUrl: null,
  shortName: "Nott'm Forest",
  code: 'NFO',
  colors: { primary: '#DD0000', secondary: '#FFFFFF' },
};

/** The leaderboard with player 9 selected, so their profile shows under the selected-user header. */
const leaderboardWithOther = http.get(api('/score'), () =>
  ok({
    results: [makeLeaderboardEntry(9, 1, { user: { id: 9, username: 'keeper', profile_picture: null } })],
    rounds: { total_rounds: 38, current_round: 27, stages: [] },
    filter: { kind: 'overall', round: null, start: null, end: null },
    latest_completed_round: 26,
    page: 1,
    size: 20,
    total: 1,
    me: null,
    tieBreak: 'Ties are broken by exact scores.',
  }),
);

describe('/profile (spec §2 Profile, own)', () => {
  it('shows the stats, the own-bio prompt and the edit controls', async () => {
    await renderRoute('/profile', { user: me });

    const stats = await screen.findByRole('region', { name: 'Stats' });
    const figure = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total Predictions Made')).toBe('12');
    expect(figure('Total Points')).toBe('31');
    expect(figure('Average Points per Prediction')).toBe('2.58');
    expect(within(stats).getByRole('button', { name: 'Edit favourite team' })).toBeDefined();
    const bio = screen.getByRole('region', { name: 'Bio' });
    expect(within(bio).getByText(profileMessages.ownBioPlaceholder)).toBeDefined();
    expect(within(bio).getByRole('button', { name: 'Edit bio' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile/edit');
  });

  it('edits the bio: a textarea and Save, then back to the saved text', async () => {
    const { input } = await renderRoute('/profile', {
      user: me,
      handlers: [
        http.put(api('/users'), async ({ request }) => {
          const { biography } = (await request.json()) as { biography: string };
          return ok(makeUser(7, { biography }), profileMessages.updated);
        }),
      ],
    });

    await input.click(await screen.findByRole('button', { name: 'Edit bio' }));
    const bio = screen.getByRole('region', { name: 'Bio' });
    await input.type(within(bio).getByRole('textbox', { name: 'Bio' }), 'Gunner since 1998.');
    await input.click(within(bio).getByRole('button', { name: 'Save' }));

    expect(await within(bio).findByText('Gunner since 1998.')).toBeDefined();
    expect(within(bio).queryByRole('textbox')).toBeNull();
    expect(await sentBodies('PUT /users')).toEqual([{ biography: 'Gunner since 1998.' }]);
    expect(await screen.findByText(profileMessages.updated)).toBeDefined();
  });

  it('removes the bio when it is emptied and saved (ADR 040)', async () => {
    const { input } = await renderRoute('/profile', {
      user: makeCredentials({ biography: 'Gunner since 1998.' }),
      handlers: [
        http.get(api('/users/7'), () => ok(makeUser(7, { biography: 'Gunner since 1998.' }))),
        http.put(api('/users'), () => ok(makeUser(7, { biography: null }), profileMessages.updated)),
      ],
    });

    await input.click(await screen.findByRole('button', { name: 'Edit bio' }));
    const bio = screen.getByRole('region', { name: 'Bio' });
    await input.clear(within(bio).getByRole('textbox', { name: 'Bio' }));
    await input.click(within(bio).getByRole('button', { name: 'Save' }));

    expect(await within(bio).findByText(profileMessages.ownBioPlaceholder)).toBeDefined();
    expect(await sentBodies('PUT /users')).toEqual([{ clear: 'biography' }]);
  });

  it('gives focus back to the Edit bio button once the bio is saved', async () => {
    const { input } = await renderRoute('/profile', {
      user: me,
      handlers: [http.put(api('/users'), () => ok(makeUser(7, { biography: 'Gunner.' }), profileMessages.updated))],
    });
    await input.click(await screen.findByRole('button', { name: 'Edit bio' }));
    const bio = screen.getByRole('region', { name: 'Bio' });
    await input.type(within(bio).getByRole('textbox', { name: 'Bio' }), 'Gunner.');
    await input.click(within(bio).getByRole('button', { name: 'Save' }));

    expect(await within(bio).findByText('Gunner.')).toBeDefined();
    expect(document.activeElement).toBe(within(bio).getByRole('button', { name: 'Edit bio' }));
  });

  it('gives focus back to the Edit bio button when editing is cancelled', async () => {
    const { input } = await renderRoute('/profile', { user: me });
    await input.click(await screen.findByRole('button', { name: 'Edit bio' }));
    const bio = screen.getByRole('region', { name: 'Bio' });
    await input.click(within(bio).getByRole('button', { name: 'Cancel' }));

    expect(within(bio).queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(within(bio).getByRole('button', { name: 'Edit bio' }));
  });

  it("picks a favourite team from the competition's clubs and shows its card", async () => {
    const chelsea = makeTeam({ id: 2, name: 'Chelsea', shortName: 'Chelsea', code: 'CHE' });
    const { input } = await renderRoute('/profile', {
      user: me,
      handlers: [
        http.get(api('/match/api/leagues'), () =>
          ok([{ id: 39, name: 'Premier League', type: 'League', country: 'England', logo: null, season: 2023 }]),
        ),
        http.get(api('/match/api/leagues/39/teams'), () =>
          ok([makeTeam(), chelsea].map((team) => ({ team, venue: { name: null, city: null } }))),
        ),
        http.post(api('/user/favourite-team'), () =>
          ok(
            makeUser(7, { favouriteTeam: { id: 2, name: 'Chelsea', logoUrl: null } }),
            profileMessages.favouriteTeamUpdated,
          ),
        ),
      ],
    });

    await input.click(await screen.findByRole('button', { name: 'Edit favourite team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Favourite team' });
    await input.click(await within(dialog).findByRole('radio', { name: 'Chelsea' }));
    await input.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Favourite team' })).toHaveProperty(
      'textContent',
      expect.stringContaining('Chelsea'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await sentBodies('POST /user/favourite-team')).toEqual([{ favouriteTeamId: 2 }]);
  });

  it('shows the country card with its English name and flag', async () => {
    await renderRoute('/profile', { user: makeCredentials({ nationality: 'NG' }) });

    const country = await screen.findByRole('region', { name: 'Country' });
    expect(country.textContent).toContain('Nigeria');
    // The flag is an image (ADR 073), drawn on a system without a colour-emoji font too.
    expect(country.querySelector('img')?.getAttribute('src')).toBe('/flags/ng.svg');
  });

  it('opens a badge with its award labels and closes it on Escape', async () => {
    const badge = makeBadge({
      badgeId: 'monthly-first',
      badgeName: 'Player of the Month',
      isRanked: true,
      noOfTimesAwarded: 2,
    });
    const { input } = await renderRoute('/profile', {
      user: me,
      handlers: [
        http.get(api('/user/badges'), () => ok(makeBadgePage([badge]))),
        http.get(api('/user/badges/monthly-first/logs'), () =>
          ok({
            badge,
            items: [makeBadgeLog({ label: 'November 2026' }), makeBadgeLog({ label: 'September 2026' })],
            page: 1,
            size: 10,
            total: 2,
          }),
        ),
      ],
    });

    const opener = await screen.findByRole('button', { name: /Player of the Month/ });
    await input.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Player of the Month' });
    const awards = await within(dialog).findByRole('list', { name: 'Awards of Player of the Month' });
    // spec §2: month and year (or 'Round N', 'Rank N'), not the day the scoring got round to awarding it.
    expect(
      within(awards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['November 2026', 'September 2026']);
    expect(within(awards).queryByRole('time')).toBeNull();
    expect(new URL(sentRequests('GET /user/badges/monthly-first/logs')[0]?.search ?? '', 'http://x').search).toBe(
      '?userId=7&page=1&size=10&isRanked=true',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);

    await input.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says honestly that a player without scored predictions has no insights yet', async () => {
    await renderRoute('/profile', {
      user: me,
      handlers: [http.get(api('/users/7/insights'), () => ok(makeInsights()))],
    });

    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(await within(insights).findByText(/No scored predictions yet/)).toBeDefined();
    expect(within(insights).queryByRole('figure')).toBeNull();
  });
});

describe('/profile insights', () => {
  it('draws points per round and rank over time, with the rates, picks against results and teams', async () => {
    const arsenal = { id: 1, name: 'Arsenal', logo: null };
    await renderRoute('/profile', {
      user: me,
      handlers: [
        http.get(api('/users/7/insights'), () =>
          ok(
            makeInsights({
              rounds: [
                { round: 1, points: 7, predictions: 4, rankAfter: 12 },
                { round: 2, points: 11, predictions: 5, rankAfter: 4 },
              ],
              scoredPredictions: 9,
              exactScoreRate: 2 / 9,
              correctOutcomeRate: 6 / 9,
              tendency: { predicted: { home: 5, draw: 1, away: 3 }, actual: { home: 4, draw: 3, away: 2 } },
              bestTeams: [{ team: arsenal, predictions: 3, averagePoints: 3.67 }],
            }),
          ),
        ),
      ],
    });

    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(await within(insights).findByText('22%')).toBeDefined();
    expect(within(insights).getByText('67%')).toBeDefined();
    // The charts are their own chunk (visx), which takes a moment to load the first time.
    const points = await within(insights).findByRole('table', { name: 'Points per round' }, { timeout: 20_000 });
    expect(
      within(points)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RoundPointsPredictions', 'Round 174', 'Round 2115']);
    const ranks = within(insights).getByRole('table', { name: 'Overall rank after each round' });
    expect(
      within(ranks)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '4']);
    expect(
      within(insights).getByRole('img', { name: 'Your picks: Home wins 56%, Draws 11%, Away wins 33%' }),
    ).toBeDefined();
    expect(within(within(insights).getByRole('list', { name: 'Best teams' })).getByText('Arsenal')).toBeDefined();
  }, 30_000);
});

/** Player 9's profile with this favourite team: its card. */
async function favouriteTeamCardOf(favouriteTeam: User['favouriteTeam']) {
  await renderRoute('/leaderboard/9', {
    user: me,
    handlers: [leaderboardWithOther, http.get(api('/users/9'), () => ok(other({ favouriteTeam })))],
  });
  return screen.findByRole('region', { name: 'Favourite team' });
}

describe('/leaderboard/:id (spec §2: the selected player, then their profile)', () => {
  it("shows another player's profile without edit controls, and 'This player does not have bio'", async () => {
    await renderRoute('/leaderboard/9', {
      user: me,
      handlers: [leaderboardWithOther, http.get(api('/users/9'), () => ok(other({ totalPoints: 40 })))],
    });

    const bio = await screen.findByRole('region', { name: 'Bio' });
    expect(within(bio).getByText(profileMessages.noBio)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Edit bio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit favourite team' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Stats' })).getByText('40')).toBeDefined();
    expect(sentRequests('GET /user/badges')[0]?.search).toBe('?userId=9&page=1&size=10');
  });

  it("shows the favourite club's crest as the match cards draw it: its code in the club's colours", async () => {
    const card = await favouriteTeamCardOf(forest);
    expect(within(card).getByText('Nottingham Forest')).toBeDefined();
    const crest = card.querySelector('svg');
    expect(crest?.textContent).toBe('NFO');
    expect(crest?.querySelector('path')?.getAttribute('fill')).toBe('#DD0000');
  });

  it("shows the provider's logo when the club has one", async () => {
    const logoUrl = 'https://media.example/forest.png';
    const card = await favouriteTeamCardOf({ ...forest, logoUrl });
    expect(card.querySelector('img')?.getAttribute('src')).toBe(logoUrl);
    expect(card.querySelector('svg')).toBeNull();
  });

  it('falls back to the initials shield only for a club with no logo, code or colours', async () => {
    const card = await favouriteTeamCardOf({ id: 17, name: 'Nottingham Forest', logoUrl: null });
    expect(card.querySelector('svg')?.textContent).toBe('NF');
  });

  it("names whose picks another player's tendency bars show", async () => {
    await renderRoute('/leaderboard/9', {
      user: me,
      handlers: [
        leaderboardWithOther,
        http.get(api('/users/9'), () => ok(other())),
        http.get(api('/users/9/insights'), () =>
          ok(
            makeInsights({
              scoredPredictions: 4,
              tendency: { predicted: { home: 2, draw: 1, away: 1 }, actual: { home: 1, draw: 2, away: 1 } },
            }),
          ),
        ),
      ],
    });
    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(
      await within(insights).findByRole('img', { name: "@keeper's picks: Home wins 50%, Draws 25%, Away wins 25%" }),
    ).toBeDefined();
    expect(within(insights).queryByRole('img', { name: /^Your picks/ })).toBeNull();
  });
});
