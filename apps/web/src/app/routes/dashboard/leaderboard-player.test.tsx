import { webMessages } from '@scoreline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard, makeUser } from '@/testing/handlers';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });

/** Issue 13: an unknown player is said plainly, never an endless skeleton or a made-up 'RANK #1'. */
describe('/leaderboard/:id for a player who does not exist', () => {
  it('says the player was not found and leads back to the leaderboard', async () => {
    const { input, router } = await renderRoute('/leaderboard/99999', {
      user: me,
      handlers: [http.get(api('/users/:id'), () => fail(404, 'User not found', { code: 'NOT_FOUND' }))],
    });
    expect(await screen.findByText(webMessages.playerNotFound)).toBeDefined();
    expect(screen.queryByText(/Rank #/)).toBeNull();
    expect(screen.queryByText('User not found')).toBeNull(); // no error toast for an honest not-found
    await input.click(screen.getByRole('link', { name: 'Back to leaderboard' }));
    expect(router.state.location.pathname).toBe('/leaderboard');
    await waitFor(() => {
      expect(screen.queryByText(webMessages.playerNotFound)).toBeNull();
    });
  });

  it('says the same for an address that is not a player id', async () => {
    await renderRoute('/leaderboard/abc', { user: me });
    expect(await screen.findByText(webMessages.playerNotFound)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });
});

/** The spec's "rank position (default 1)" never shows a false '#1' (docs/decisions/010, 2026-12-02). */
describe('/leaderboard/:id for a player without a rank', () => {
  it('says a new player is not ranked yet', async () => {
    await renderRoute('/leaderboard/12', {
      user: me,
      handlers: [http.get(api('/users/:id'), () => ok(makeUser(12, { username: 'rookie', rank: null })))],
    });
    const header = await screen.findByRole('region', { name: /welcome to @rookie/i });
    expect(await within(header).findByText(webMessages.notRankedYet)).toBeDefined();
    expect(within(header).queryByText(/Rank #/)).toBeNull();
  });

  it('says a ranked player is not ranked in a round filter they are absent from', async () => {
    await renderRoute('/leaderboard/12?round=3', {
      user: me,
      handlers: [
        http.get(api('/users/:id'), () => ok(makeUser(12, { username: 'veteran', rank: 4 }))),
        http.get(api('/score'), () =>
          ok(
            makeLeaderboard({
              results: [makeLeaderboardEntry(1, 1)],
              total: 1,
              filter: { kind: 'round', round: 3, start: null, end: null },
            }),
          ),
        ),
      ],
    });
    const header = await screen.findByRole('region', { name: /welcome to @veteran/i });
    expect(await within(header).findByText(webMessages.notRankedInView)).toBeDefined();
    expect(within(header).queryByText(/Rank #/)).toBeNull();
  });
});

/** Issue 55: a round the season does not have is the address's mistake, said as the matches page says it. */
describe('/leaderboard?round= beyond the season', () => {
  it('says the round does not exist, without a toast, and leads back to the overall standings', async () => {
    const message = 'Round 99 does not exist: the season has rounds 1 to 38';
    const { input, router } = await renderRoute('/leaderboard?round=99', {
      handlers: [
        http.get(api('/score'), ({ request }) =>
          new URL(request.url).searchParams.get('round') === '99'
            ? fail(400, message, { code: 'VALIDATION' })
            : ok(makeLeaderboard({ results: [makeLeaderboardEntry(3, 1)], total: 1 })),
        ),
      ],
    });
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByText(webMessages.leaderboardRoundUnknownHint)).toBeDefined();
    expect(screen.queryByText(webMessages.leaderboardFailed)).toBeNull();
    expect(screen.queryByRole('status', { name: /Check your connection/ })).toBeNull();
    expect(screen.getAllByText(message)).toHaveLength(1); // no toast repeating it
    await input.click(screen.getByRole('button', { name: 'Overall standings' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('player_3')).toBeDefined();
  });
});
