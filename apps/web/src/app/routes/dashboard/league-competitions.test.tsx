import { leagueWebMessages, privateLeagueMessages } from '@scoreline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeCompetitionSeason } from '@/testing/handlers';
import { makeLeague, makeLeagueDetail, makeLeagueLeaderboard } from '@/testing/make-league';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

/** Issue 58 (ADR 106): a league's competitions, chosen when it is created and added to by its owner. */
const me = makeCredentials({ id: 7, username: 'striker' });
const PL = { slug: 'premier-league-2023-24', name: 'Premier League' };
const WC = { slug: 'world-cup-2026', name: 'World Cup' };
const twoCompetitions = http.get(api('/competitions'), () =>
  ok([
    makeCompetitionSeason(),
    makeCompetitionSeason({ ...WC, kind: 'tournament', season: '2026', isDefault: false, currentStage: null }),
  ]),
);

describe('creating a league over its competitions', () => {
  it('offers every competition, the current one ticked, and sends the ones chosen', async () => {
    const { input } = await renderRoute('/profile/private-league', {
      user: me,
      handlers: [
        twoCompetitions,
        http.get(api('/private-leagues'), () => ok({ leagues: [] })),
        http.post(api('/private-leagues'), () =>
          ok(makeLeague({ competitions: [PL, WC] }), privateLeagueMessages.created, { status: 201 }),
        ),
      ],
    });
    await input.click(await screen.findByRole('button', { name: 'Create Private League' }));
    const form = screen.getByRole('form', { name: 'Create a league' });
    const choice = await within(form).findByRole('group', { name: leagueWebMessages.createCompetitionsLegend });
    const pl = within(choice).getByRole('checkbox', { name: 'Premier League 2023/24' });
    const wc = within(choice).getByRole('checkbox', { name: 'World Cup 2026' });
    expect(pl).toHaveProperty('checked', true);
    expect(wc).toHaveProperty('checked', false);

    await input.type(within(form).getByRole('textbox', { name: 'Give your league a name' }), 'Two cups');
    // None chosen: nothing to create.
    await input.click(pl);
    expect(within(form).getByRole('button', { name: 'Create league' })).toHaveProperty('disabled', true);
    await input.click(wc);
    await input.click(pl);
    await input.click(within(form).getByRole('button', { name: 'Create league' }));

    expect(await screen.findByRole('dialog', { name: privateLeagueMessages.created })).toBeDefined();
    expect(await sentBodies('POST /private-leagues')).toEqual([
      { leagueName: 'Two cups', competitions: [PL.slug, WC.slug], jokers: true, bonus: true },
    ]);
  });
});

describe("a league's page over its competitions", () => {
  it("shows its competitions and switches its table between them and 'All competitions'", async () => {
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        twoCompetitions,
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ isOwner: false, competitions: [PL, WC] }))),
      ],
    });
    const played = await screen.findByRole('list', { name: leagueWebMessages.leagueCompetitionsLabel });
    expect(
      within(played)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([PL.name, WC.name]);
    // A member who is not the owner cannot add one.
    expect(screen.queryByRole('form', { name: leagueWebMessages.leagueAddCompetition })).toBeNull();

    const table = screen.getByRole('combobox', { name: leagueWebMessages.leagueTableCompetition });
    expect(table).toHaveProperty('value', PL.slug);
    expect(screen.getByRole('form', { name: 'Date range' })).toBeDefined();
    await input.selectOptions(table, WC.slug);
    await input.selectOptions(table, 'all');
    await waitFor(() => {
      const asked = sentRequests('GET /private-leagues/5/score').map((request) => request.search);
      expect(asked).toEqual([
        '?page=1&size=20',
        `?page=1&size=20&competition=${WC.slug}`,
        '?page=1&size=20&competition=all',
      ]);
    });
    // Every competition summed is an overall table: no round or date filters.
    expect(screen.queryByRole('form', { name: 'Date range' })).toBeNull();
  });

  it('lets the owner add a competition the league does not play', async () => {
    let competitions = [PL];
    const { input } = await renderRoute('/profile/private-league/5', {
      user: me,
      handlers: [
        twoCompetitions,
        http.get(api('/private-leagues/5/score'), () => ok(makeLeagueLeaderboard())),
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail({ competitions }))),
        http.post(api('/private-leagues/5/competitions'), () => {
          competitions = [PL, WC];
          return ok(makeLeague({ competitions }), privateLeagueMessages.competitionAdded(WC.name));
        }),
      ],
    });
    const add = await screen.findByRole('form', { name: leagueWebMessages.leagueAddCompetition });
    // Only the competitions it does not play are offered.
    const offered = within(add).getByRole('combobox', { name: leagueWebMessages.leagueAddCompetition });
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['World Cup 2026']);
    await input.click(within(add).getByRole('button', { name: leagueWebMessages.leagueAddCompetitionButton }));

    expect(await screen.findByText(privateLeagueMessages.competitionAdded(WC.name))).toBeDefined();
    expect(await sentBodies('POST /private-leagues/5/competitions')).toEqual([{ competition: WC.slug }]);
    const played = await screen.findByRole('list', { name: leagueWebMessages.leagueCompetitionsLabel });
    await waitFor(() => {
      expect(within(played).getAllByRole('listitem')).toHaveLength(2);
    });
    // Nothing left to add: the control goes.
    expect(screen.queryByRole('form', { name: leagueWebMessages.leagueAddCompetition })).toBeNull();
  });
});
