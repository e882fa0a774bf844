import { pinMessages } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard } from '@/testing/handlers';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { sentBodies, sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const me = makeCredentials({ id: 7, username: 'striker' });

describe('/leaderboard pins and around me (issue 12)', () => {
  it('pins a player: they are listed under Pinned and highlighted in the table', async () => {
    let pinned = false;
    const rows = () => [
      makeLeaderboardEntry(7, 1, { user: { id: 7, username: 'striker', profile_picture: null } }),
      makeLeaderboardEntry(9, 2, { isPinned: pinned }),
    ];
    const { input } = await renderRoute('/leaderboard', {
      user: me,
      handlers: [
        http.get(api('/score'), () =>
          ok(makeLeaderboard({ results: rows(), total: 2, pinned: rows().filter((row) => row.isPinned) })),
        ),
        http.post(api('/pins'), () => {
          pinned = true;
          return ok({ pins: [], max: 20 }, pinMessages.pinned, { status: 201 });
        }),
      ],
    });
    const table = await screen.findByRole('table');
    // Not on one's own row.
    expect(within(table).queryByRole('button', { name: 'Pin striker' })).toBeNull();
    await input.click(within(table).getByRole('button', { name: 'Pin player_9' }));

    expect(await screen.findByText(pinMessages.pinned)).toBeDefined();
    const pinnedList = await screen.findByRole('region', { name: 'Pinned' });
    expect(within(pinnedList).getByText('player_9')).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Pin player_9' }).getAttribute('aria-pressed')).toBe('true');
    expect(await sentBodies('POST /pins')).toEqual([{ userId: 9 }]);
  });

  it("shows the rows around the player with 'Around me'", async () => {
    const { input } = await renderRoute('/leaderboard', {
      user: me,
      handlers: [
        http.get(api('/score'), ({ request }) => {
          const around = new URL(request.url).searchParams.get('around') === 'me';
          return ok(
            makeLeaderboard({
              results: [makeLeaderboardEntry(1, 1)],
              total: 60,
              me: makeLeaderboardEntry(7, 50, { user: { id: 7, username: 'striker', profile_picture: null } }),
              around: around
                ? [
                    makeLeaderboardEntry(40, 49),
                    makeLeaderboardEntry(7, 50, { user: { id: 7, username: 'striker', profile_picture: null } }),
                  ]
                : null,
            }),
          );
        }),
      ],
    });
    await screen.findByRole('table');
    await input.click(screen.getByRole('button', { name: 'Around me' }));
    const table = await screen.findByRole('table', { name: /around you/ });
    expect(within(table).getByText('player_40')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Around me' }).getAttribute('aria-pressed')).toBe('true');
    expect(sentRequests('GET /score').some((request) => request.search.includes('around=me'))).toBe(true);
  });

  it("offers no 'Around me' to a player who is not ranked in the view", async () => {
    await renderRoute('/leaderboard', {
      user: me,
      handlers: [
        http.get(api('/score'), () =>
          ok(makeLeaderboard({ results: [makeLeaderboardEntry(1, 1)], total: 1, me: null })),
        ),
      ],
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Around me' })).toBeNull();
  });
});
