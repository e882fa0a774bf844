import type { Match } from '@scoreline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpcomingFixtures } from './upcoming-fixtures';

function fixture(id: number, home: string, away: string): Match {
  const team = (teamId: number, name: string) => ({
    id: teamId,
    name,
    shortName: name,
    code: null,
    logo: null,
    colors: { primary: '#EF0107', secondary: '#FFFFFF' },
  });
  const date = '2030-03-02T15:00:00.000Z';
  return {
    id,
    date,
    round: 27,
    details: {
      fixture: {
        id,
        date,
        timestamp: 1_898_780_400,
        venue: { name: 'Turf Moor' },
        refree: { name: null },
        status: { short: 'NS', long: 'Not Started', elapsed: null },
      },
      league: { id: 1, name: 'Premier League', season: 2023, round: 'Regular Season - 27' },
      teams: { home: team(id * 2, home), away: team(id * 2 + 1, away) },
      goals: { home: null, away: null },
      score: { halftime: { home: null, away: null }, fulltime: { home: null, away: null } },
      last_games: { home: [], away: [] },
    },
    predicted: false,
    predictions: [],
  };
}

function renderFixtures(answer: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UpcomingFixtures />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the landing page fixtures', () => {
  it('lists the next fixtures from GET /match/home, without a token', async () => {
    const rows = [fixture(1, 'Burnley', 'AFC Bournemouth'), fixture(2, 'Manchester City', 'Manchester United')];
    const fetchMock = renderFixtures(Response.json({ success: true, data: { rows, count: 2 } }));

    const list = await screen.findByRole('list', { name: 'Next fixtures' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toMatch(/Burnley.*vs.*AFC Bournemouth/);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/match/home');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('keeps the honest empty state when there are none, or when the call fails', async () => {
    renderFixtures(Response.json({ success: true, data: { rows: [], count: 0 } }));
    expect(await screen.findByText('Fixtures will appear here')).toBeDefined();
    cleanup();

    renderFixtures(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Fixtures will appear here')).toBeDefined();
  });
});
