import type { LeaderboardEntry } from '@scoreline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCredentials } from '@/lib/credentials';
import { makeCredentials } from '@/testing/credentials';
import { makeLeaderboardEntry } from '@/testing/make-leaderboard-entry';
import { TopTen } from './top-ten';

const topTen = Array.from({ length: 10 }, (_, index) =>
  makeLeaderboardEntry(index + 11, index + 1, {
    stats: { progressIndicator: index === 0 ? 'UP' : index === 1 ? 'DOWN' : 'SAME', previous_round_score: 9 - index },
    hasABadge: index === 0,
  }),
);

function leaderboardAnswer(results: LeaderboardEntry[]) {
  return Response.json({
    success: true,
    data: {
      results,
      rounds: { total_rounds: 38, current_round: 27 },
      filter: { kind: 'overall', round: null, start: null, end: null },
      latest_completed_round: 26,
      page: 1,
      size: 10,
      total: results.length,
      me: null,
      tieBreak: 'Ties are broken by exact scores, then correct outcomes.',
    },
  });
}

/** The top 10 on the landing page; GET /score answers with each of `answers` in turn (the last from then on). */
function renderTopTen(...answers: (Response | Error)[]) {
  let calls = 0;
  const fetchMock = vi.fn<typeof fetch>(() => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? Response.error());
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/', element: <TopTen /> },
      { path: '/leaderboard/:id?', element: <p>The leaderboard</p> },
      { path: '/sign-in', element: <p>Sign in</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

const topTenTable = () => screen.findByRole('table', { name: 'Top 10 players, overall' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the landing page top 10 (spec §2)', () => {
  it("shows the leaderboard's overall columns, movement and badge icons for the first ten", async () => {
    const { fetchMock } = renderTopTen(leaderboardAnswer(topTen));
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

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/score?page=1&size=10');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('asks a visitor to log in for the full leaderboard, which is for signed-in players', async () => {
    const { router } = renderTopTen(leaderboardAnswer(topTen));
    const table = await topTenTable();
    // The leaderboard sends a visitor back to /, so the names lead nowhere for them.
    expect(within(table).queryAllByRole('link')).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: 'Log in to see the full leaderboard' }));
    expect(await screen.findByText('Sign in')).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-in');
    // …and back to the full leaderboard once signed in.
    expect(router.state.location.search).toBe('?next=%2Fleaderboard');
  });

  it("opens a player's leaderboard view from their row, as a plain navigation, when signed in", async () => {
    saveCredentials(makeCredentials({ id: 12 }));
    const { router } = renderTopTen(leaderboardAnswer(topTen));
    const table = await topTenTable();

    expect(within(table).getByRole('link', { name: 'player_13' }).getAttribute('href')).toBe('/leaderboard/13');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.hasAttribute('data-current-player'))).toEqual([
      false,
      true,
      ...Array<boolean>(8).fill(false),
    ]);
    expect(screen.getByRole('link', { name: 'See the full leaderboard' }).getAttribute('href')).toBe('/leaderboard');

    fireEvent.click(within(rows[2] as HTMLElement).getByText('7', { selector: 'td' }));
    expect(await screen.findByText('The leaderboard')).toBeDefined();
    expect(router.state.location.pathname).toBe('/leaderboard/13');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keeps the honest empty state before anything is scored', async () => {
    renderTopTen(leaderboardAnswer([]));
    expect(await screen.findByText('No scored predictions yet')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the top 10 could not be loaded, and Try again loads it', async () => {
    const { fetchMock } = renderTopTen(new TypeError('Failed to fetch'), leaderboardAnswer(topTen));
    expect(await screen.findByText("Couldn't load the top 10")).toBeDefined();
    expect(screen.queryByText('No scored predictions yet')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await topTenTable()).getAllByRole('row')).toHaveLength(11);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("Couldn't load the top 10")).toBeNull();
  });
});
