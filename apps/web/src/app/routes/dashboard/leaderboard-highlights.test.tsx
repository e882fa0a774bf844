import { roundHighlightsWords } from '@scoreline/contracts/plain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeagueDetail, makeLeagueLeaderboard } from '@/testing/make-league';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const longName = 'a_very_long_username_';

describe('the round said out loud (issue 59)', () => {
  it("names the latest completed round's winners and biggest climber above the leaderboard", async () => {
    await renderRoute('/leaderboard', {
      handlers: [
        http.get(api('/score/highlights'), () =>
          ok({
            round: 26,
            stage: 'Matchday 26',
            winners: {
              points: 14,
              users: [
                { id: 3, username: 'golden_boot', profile_picture: null },
                { id: 4, username: longName, profile_picture: null },
              ],
            },
            climber: { user: { id: 9, username: 'late_runner', profile_picture: null }, from: 1203, to: 41 },
          }),
        ),
      ],
    });
    const banner = await screen.findByRole('region', { name: "Matchday 26: the round's story" });
    const winners = within(banner).getByRole('region', { name: roundHighlightsWords.winner(2) });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ggolden_boot14 pts', `A${longName}14 pts`]);
    const climber = within(banner).getByRole('region', { name: roundHighlightsWords.climber });
    expect(within(climber).getByText('late_runner')).toBeDefined();
    expect(within(climber).getByText('up 1162 places')).toBeDefined();
    expect(within(climber).getByText('1,203rd → 41st')).toBeDefined();
  });

  it('says nothing before a round is complete', async () => {
    await renderRoute('/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeDefined();
    await waitFor(() => expect(sentRequests('GET /score/highlights')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /the round's story/ })).toBeNull();
  });

  it('says who nobody beat: a round where nobody scored, and no climber after the first round', async () => {
    await renderRoute('/leaderboard', {
      handlers: [
        http.get(api('/score/highlights'), () => ok({ round: 1, stage: 'Matchday 1', winners: null, climber: null })),
      ],
    });
    const banner = await screen.findByRole('region', { name: "Matchday 1: the round's story" });
    expect(within(banner).getByText(roundHighlightsWords.noWinner)).toBeDefined();
    expect(within(banner).queryByRole('region', { name: roundHighlightsWords.climber })).toBeNull();
  });

  it("shows the league's climber within the league beside its round winner", async () => {
    await renderRoute('/profile/private-league/5', {
      user: makeCredentials({ id: 7, username: 'striker' }),
      handlers: [
        http.get(api('/private-leagues/5'), () => ok(makeLeagueDetail())),
        http.get(api('/private-leagues/5/score'), () =>
          ok(
            makeLeagueLeaderboard({
              roundWinners: { round: 2, points: 5, users: [{ id: 7, username: 'striker', profile_picture: null }] },
              roundClimber: { round: 2, user: { id: 8, username: 'keeper', profile_picture: null }, from: 3, to: 2 },
            }),
          ),
        ),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Round 2 winner' });
    expect(await within(card).findByText('keeper')).toBeDefined();
    expect(within(card).getByText('up 1 place')).toBeDefined();
    expect(within(card).getByText('3rd → 2nd')).toBeDefined();
  });
});
