import type { LeaderboardEntry } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboard } from '@/testing/handlers';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';
import { TopTen } from './top-ten';

const topTen = Array.from({ length: 10 }, (_, index) =>
  makeLeaderboardEntry(index + 11, index + 1, {
    stats: { progressIndicator: index === 0 ? 'UP' : index === 1 ? 'DOWN' : 'SAME', previous_round_score: 9 - index },
    hasABadge: index === 0,
  }),
);

const leaderboardAnswer = (results: LeaderboardEntry[]) =>
  ok(makeLeaderboard({ results, page: 1, size: 10, total: results.length }));

const topTenTable = () => screen.findByRole('table', { name: 'Top 10 players, overall' });

describe('the landing page top 10 (spec §2)', () => {
  it("shows the leaderboard's overall columns, movement and badge icons for the first ten", async () => {
    await renderRoute('/', { handlers: [http.get(api('/score'), () => leaderboardAnswer(topTen))] });
    const table = await topTenTable();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['PosPosition', 'Player', 'Previous Round', 'Average Prediction', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('player_11');
    expect(within(first).getByRole('img', { name: 'Moved up' })).toBeDefined();
    expect(within(first).getByRole('img', { name: 'Badge holder' })).toBeDefined();
    expect(within(first).getAllByText('1.75').length).toBeGreaterThan(0);
    expect(within(first).getByText('99')).toBeDefined();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Moved down' })).toBeDefined();
    expect(within(table).getAllByRole('img', { name: 'No change' })).toHaveLength(8);
    expect(within(table).getAllByRole('img', { name: 'Badge holder' })).toHaveLength(1);

    const [request] = sentRequests('GET /score');
    expect(request?.search).toBe('?page=1&size=10');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('asks a visitor to log in for the full leaderboard, which is for signed-in players', async () => {
    const { router, input } = await renderRoute('/', {
      handlers: [http.get(api('/score'), () => leaderboardAnswer(topTen))],
    });
    const table = await topTenTable();
    // The leaderboard sends a visitor back to /, so the names lead nowhere for them.
    expect(within(table).queryAllByRole('link')).toEqual([]);

    await input.click(screen.getByRole('link', { name: 'Log in to see the full leaderboard' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-in');
    // …and back to the full leaderboard once signed in.
    expect(router.state.location.search).toBe('?next=%2Fleaderboard');
  });

  it("opens a player's leaderboard view from their row, as a plain navigation, when signed in", async () => {
    // The landing page sends signed-in players on to their matches, so the section is shown on its own here.
    const { router, input } = await renderRoute('/', {
      user: makeCredentials({ id: 12 }),
      element: <TopTen />,
      handlers: [http.get(api('/score'), () => leaderboardAnswer(topTen))],
    });
    const table = await topTenTable();

    expect(within(table).getByRole('link', { name: 'player_13' }).getAttribute('href')).toBe('/leaderboard/13');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.hasAttribute('data-current-player'))).toEqual([
      false,
      true,
      ...Array<boolean>(8).fill(false),
    ]);
    expect(screen.getByRole('link', { name: 'See the full leaderboard' }).getAttribute('href')).toBe('/leaderboard');

    await input.click(within(rows[2] as HTMLElement).getByText('7', { selector: 'td' }));
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/leaderboard/13');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keeps the honest empty state before anything is scored', async () => {
    await renderRoute('/');
    expect(await screen.findByText('No scored predictions yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the top 10 could not be loaded, and Try again loads it', async () => {
    let calls = 0;
    const { input } = await renderRoute('/', {
      handlers: [http.get(api('/score'), () => (calls++ === 0 ? HttpResponse.error() : leaderboardAnswer(topTen)))],
    });
    expect(await screen.findByText("Couldn't load the top 10")).toBeDefined();
    expect(screen.queryByText('No scored predictions yet')).toBeNull();

    await input.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await topTenTable()).getAllByRole('row')).toHaveLength(11);
    expect(sentRequests('GET /score')).toHaveLength(2);
    expect(screen.queryByText("Couldn't load the top 10")).toBeNull();
  });
});
