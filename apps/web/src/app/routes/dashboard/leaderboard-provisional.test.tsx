import { provisionalMessages } from '@scoreline/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard } from '@/testing/handlers';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });

/** Issue 13: the leaderboard's "if it ended now" view while matches are live, clearly labelled provisional. */
describe('/leaderboard provisional view', () => {
  it('offers the view while two matches are live, and labels the ranking provisional when it is on', async () => {
    const { input, router } = await renderRoute('/leaderboard', {
      user: me,
      handlers: [
        http.get(api('/score'), ({ request }) => {
          const isProvisional = new URL(request.url).searchParams.get('provisional') === 'true';
          return ok(makeLeaderboard({ provisional: isProvisional, liveMatches: isProvisional ? 2 : null }));
        }),
      ],
    });
    await input.click(await screen.findByRole('button', { name: provisionalMessages.toggle }));

    expect(await screen.findByText(provisionalMessages.banner(2))).toBeDefined();
    expect(screen.getByRole('button', { name: provisionalMessages.toggle }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?view=provisional');
    const asked = sentRequests('GET /score').map((request) => new URLSearchParams(request.search));
    expect(asked.some((params) => params.get('provisional') === 'true' && params.get('size') === '20')).toBe(true);
  });

  it('keeps the view across pages and Around me, and leaves it for a round', async () => {
    const { input, router } = await renderRoute('/leaderboard?view=provisional', {
      user: me,
      handlers: [
        http.get(api('/score'), ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          const results = Array.from({ length: 20 }, (_, index) => makeLeaderboardEntry(100 + index, index + 1));
          return ok(
            makeLeaderboard({
              results,
              total: 45,
              page,
              size: 20,
              provisional: true,
              liveMatches: 1,
              me: makeLeaderboardEntry(7, 30),
            }),
          );
        }),
      ],
    });
    await input.click(await screen.findByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2&view=provisional');
    await input.click(screen.getByRole('button', { name: 'Around me' }));
    expect(router.state.location.search).toBe('?around=me&view=provisional');
    await input.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '4');
    expect(router.state.location.search).toBe('?round=4&around=me');
    expect(screen.queryByRole('button', { name: provisionalMessages.toggle })).toBeNull();
  });

  it('offers nothing while no match is live', async () => {
    await renderRoute('/leaderboard', {
      user: me,
      handlers: [http.get(api('/score'), () => ok(makeLeaderboard({ provisional: false, liveMatches: 0 })))],
    });
    await screen.findByRole('heading', { level: 1, name: 'Leaderboard' });
    await screen.findByText(/Standings appear|players/);
    expect(screen.queryByRole('button', { name: provisionalMessages.toggle })).toBeNull();
  });
});
