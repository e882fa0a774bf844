import { errorMessages, type Match } from '@scoreline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/lib/toaster';
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

/** Renders the fixtures; GET /match/home answers with each of `answers` in turn (the last one from then on). */
function renderFixtures(...answers: (Response | Error)[]) {
  let calls = 0;
  const fetchMock = vi.fn<typeof fetch>(() => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? Response.error());
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UpcomingFixtures />
      <AppToaster />
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false })); // react-hot-toast checks reduced motion
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
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

  it('keeps the honest empty state when there are none', async () => {
    renderFixtures(Response.json({ success: true, data: { rows: [], count: 0 } }));
    expect(await screen.findByText('Fixtures will appear here')).toBeDefined();
    expect(screen.queryByText(errorMessages.matchesFailed)).toBeNull();
  });

  it('says the fixtures could not be loaded, with the §8 toast, and Try again loads them', async () => {
    const fetchMock = renderFixtures(
      new TypeError('Failed to fetch'),
      Response.json({ success: true, data: { rows: [fixture(1, 'Burnley', 'AFC Bournemouth')], count: 1 } }),
    );
    expect(await screen.findByText("Couldn't load the fixtures")).toBeDefined();
    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(screen.queryByText('Fixtures will appear here')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Next fixtures' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/Burnley.*vs.*AFC Bournemouth/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("Couldn't load the fixtures")).toBeNull();
  });

  it('treats a server error the same way', async () => {
    renderFixtures(Response.json({ success: false, message: 'Boom' }, { status: 500 }));
    expect(await screen.findByText("Couldn't load the fixtures")).toBeDefined();
    expect(await screen.findByText(errorMessages.matchesFailed)).toBeDefined();
    expect(screen.queryByText('Boom')).toBeNull();
  });
});
