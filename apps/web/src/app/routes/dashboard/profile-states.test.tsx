import { profileWebMessages } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeTeam } from '@/testing/make-match';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });
const premierLeague = { id: 39, name: 'Premier League', type: 'League', country: 'England', logo: null, season: 2023 };
const clubs = (...teams: ReturnType<typeof makeTeam>[]) =>
  teams.map((team) => ({ team, venue: { name: null, city: null } }));

/** /profile with the favourite-team dialog open, the competitions and clubs answered by `handlers`. */
async function openFavouriteTeam(handlers: RequestHandler[]) {
  const { input } = await renderRoute('/profile', { user: me, handlers });
  await input.click(await screen.findByRole('button', { name: 'Edit favourite team' }));
  return { input, dialog: await screen.findByRole('dialog', { name: 'Favourite team' }) };
}

describe('/profile: the favourite-team dialog when the clubs are not there', () => {
  it('says there are no clubs to choose from when no competition is loaded yet', async () => {
    const { dialog } = await openFavouriteTeam([http.get(api('/match/api/leagues'), () => ok([]))]);
    expect(await within(dialog).findByText(profileWebMessages.noClubs)).toBeDefined();
    expect(within(dialog).getByText(profileWebMessages.noClubsHint)).toBeDefined();
  });

  it('says there are no clubs to choose from when the competition has none', async () => {
    const { dialog } = await openFavouriteTeam([
      http.get(api('/match/api/leagues'), () => ok([premierLeague])),
      http.get(api('/match/api/leagues/39/teams'), () => ok([])),
    ]);
    expect(await within(dialog).findByText(profileWebMessages.noClubs)).toBeDefined();
  });

  it('offers Try again when the clubs could not be loaded, and shows them once they come', async () => {
    let isDown = true;
    const { input, dialog } = await openFavouriteTeam([
      http.get(api('/match/api/leagues'), () => ok([premierLeague])),
      http.get(api('/match/api/leagues/39/teams'), () =>
        isDown ? fail(503, 'Service unavailable') : ok(clubs(makeTeam())),
      ),
    ]);
    expect(await within(dialog).findByText(profileWebMessages.teamsFailed)).toBeDefined();
    isDown = false;
    await input.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: 'Arsenal' })).toBeDefined();
  });
});

describe('/profile when the profile could not be loaded', () => {
  it("stops the header's loading pulse while the page says the profile failed", async () => {
    await renderRoute('/profile', {
      user: me,
      handlers: [http.get(api('/users/7'), () => fail(503, 'Service unavailable'))],
    });
    expect(await screen.findByText(profileWebMessages.profileFailed)).toBeDefined();
    const header = screen.getByRole('region', { name: /Profile of\s*@striker/ });
    // The rank-and-name placeholder would pulse on (Skeleton) as if the profile were still on its way.
    expect(header.querySelector('.animate-pulse')).toBeNull();
  });
});
