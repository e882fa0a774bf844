import { errorMessages, webMessages } from '@scoreline/contracts/plain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard } from '@/testing/handlers';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { renderRoute } from '@/testing/render-route';

describe('while the server prepares the season (issue 14)', () => {
  it('says points and rankings are being prepared, then shows the prepared ones without a reload', async () => {
    let prepared = false;
    await renderRoute('/', {
      handlers: [
        http.get(api('/health/preparation'), () => ok({ preparing: !prepared })),
        http.get(api('/score'), () =>
          ok(makeLeaderboard(prepared ? { results: [makeLeaderboardEntry(7, 1)], total: 1 } : {})),
        ),
      ],
    });

    expect(await screen.findByText(errorMessages.seasonPreparing)).toBeDefined();
    expect(await screen.findByText(webMessages.rankingPreparing)).toBeDefined();
    prepared = true;

    const table = await screen.findByRole('table', { name: 'Top 10 players, overall' }, { timeout: 3_000 });
    expect(within(table).getByText('player_7')).toBeDefined();
    await waitFor(() => expect(screen.queryByText(errorMessages.seasonPreparing)).toBeNull());
  });

  it('says the standings are being prepared, not that nobody has scored, on an empty leaderboard', async () => {
    await renderRoute('/leaderboard', {
      user: makeCredentials({ id: 7, username: 'striker' }),
      handlers: [
        http.get(api('/health/preparation'), () => ok({ preparing: true })),
        http.get(api('/score'), () => ok(makeLeaderboard({}))),
      ],
    });

    expect(await screen.findByText(webMessages.rankingPreparingDetail)).toBeDefined();
    expect(screen.queryByText('No scored predictions yet')).toBeNull();
  });

  it('says nothing once the season is prepared', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(errorMessages.seasonPreparing)).toBeNull();
  });
});
