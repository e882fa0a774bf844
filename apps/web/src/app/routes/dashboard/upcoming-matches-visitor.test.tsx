import { webMessages, type Match } from '@scoreline/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from '@/testing/api';
import { makeMatch } from '@/testing/make-match';
import { sentRequests } from '@/testing/network';
import { renderRoute } from '@/testing/render-route';

const rows: Match[] = [
  makeMatch({ id: 1, date: '2030-03-02T12:30:00.000Z', round: 27 }),
  makeMatch({ id: 2, date: '2020-03-02T15:00:00.000Z', round: 27, status: 'FT', goals: { home: 2, away: 1 } }),
];
const round = http.get(api('/match'), () =>
  ok({ matches: { rows, count: rows.length }, round: 27, total_rounds: 38, current_round: 27, stages: [] }),
);

beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
});

describe('/upcoming-matches read by a visitor (spec §6, issue 55)', () => {
  it('shows the round without score inputs, with the way in to predict, and sends no bearer', async () => {
    const { router } = await renderRoute('/upcoming-matches?round=27', { handlers: [round] });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/upcoming-matches');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save all/ })).toBeNull();
    expect(screen.getByText(webMessages.visitorPrompt)).toBeDefined();

    // Grouped by day: the finished match (2020) comes first.
    const [finished, open] = screen.getAllByRole('article');
    expect(within(open!).getByRole('link', { name: 'Sign in to predict' }).getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent('/upcoming-matches?round=27')}`,
    );
    expect(within(finished!).getByText('2 – 1')).toBeDefined();
    expect(within(finished!).queryByRole('link', { name: 'Sign in to predict' })).toBeNull();
    expect(within(finished!).getAllByText(webMessages.fullTime)).toHaveLength(1); // said once, by its status

    const [request] = sentRequests('GET /match');
    expect(request?.headers.get('authorization')).toBeNull();
  });
});
