import type { LeaderboardEntry } from '@scoreline/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeLeaderboardEntry as makeEntry } from '@/testing/make-leaderboard-entry';
import { LeaderboardTable, type LeaderboardTableProps } from './leaderboard-table';

const entries = [
  makeEntry(11, 1, { stats: { progressIndicator: 'UP' }, hasABadge: true }),
  makeEntry(12, 2, { stats: { progressIndicator: 'DOWN' } }),
  makeEntry(13, 3),
];

function renderTable(props: Partial<LeaderboardTableProps> = {}) {
  const onSelect = vi.fn<(entry: LeaderboardEntry) => void>();
  render(
    <MemoryRouter>
      <LeaderboardTable
        entries={entries}
        me={null}
        viewerId={undefined}
        selectedId={undefined}
        isFiltered={false}
        linkTo={(entry) => `/leaderboard/${entry.user.id}`}
        replace
        onSelect={onSelect}
        caption="Leaderboard"
        {...props}
      />
    </MemoryRouter>,
  );
  return { onSelect, table: screen.getByRole('table', { name: 'Leaderboard' }) };
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('LeaderboardTable', () => {
  it('shows the overall columns, movement with accessible names and the badge', () => {
    renderTable();
    expect(headers()).toEqual(['PosPosition', 'Player', 'Previous Round', 'Average Prediction', 'Total']);
    expect(screen.getByRole('img', { name: 'Moved up' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Moved down' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'No change' })).toBeDefined();
    expect(screen.getAllByRole('img', { name: 'Badge holder' })).toHaveLength(1);
    expect(screen.getAllByText('1.75').length).toBeGreaterThan(0);
  });

  // spec §2: movement and the average are hidden when filtered; the badge icon is not (the API says hasABadge for
  // every view).
  it('hides movement and the average when filtered, keeps the badge, and labels the round column Current Round', () => {
    renderTable({ isFiltered: true });
    expect(headers()).toEqual(['PosPosition', 'Player', 'Current Round', 'Total']);
    expect(screen.queryByRole('img', { name: /Moved|No change/ })).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Badge holder' })).toHaveLength(1);
    expect(screen.queryByText('1.75')).toBeNull();
  });

  it('highlights the current player', () => {
    const { table } = renderTable({ viewerId: 12, me: entries[1] ?? null });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.hasAttribute('data-current-player'))).toEqual([false, true, false]);
    expect(within(rows[1] as HTMLElement).getByText('You')).toBeDefined();
  });

  it("pins the player's own row under the page when it is elsewhere in the ranking", () => {
    const me = makeEntry(99, 57, { totalPoints: 12 });
    const { table } = renderTable({ viewerId: 99, me });
    const pinned = within(table).getByRole('rowgroup', { name: 'Your position' });
    const row = within(pinned)
      .getAllByRole('row')
      .find((candidate) => candidate.hasAttribute('data-current-player'));
    expect(row?.textContent).toContain('57');
    expect(row?.textContent).toContain('player_99');
  });

  it('does not pin the player when their row is on the page', () => {
    const { table } = renderTable({ viewerId: 13, me: entries[2] ?? null });
    expect(within(table).queryByRole('rowgroup', { name: 'Your position' })).toBeNull();
  });

  it('selects a player by clicking their row, and links their name to /leaderboard/{id}', async () => {
    const input = userEvent.setup();
    const { onSelect, table } = renderTable();
    const row = within(table).getAllByRole('row')[2] as HTMLElement;
    await input.click(within(row).getByText('4', { selector: 'td' }));
    expect(onSelect).toHaveBeenCalledWith(entries[1]);
    expect(screen.getByRole('link', { name: 'player_13' }).getAttribute('href')).toBe('/leaderboard/13');
  });

  it('follows a name link by replacing the history entry when asked to, and by pushing otherwise', async () => {
    const input = userEvent.setup();
    for (const replace of [true, false]) {
      const router = createMemoryRouter(
        [
          {
            path: '/',
            element: (
              <LeaderboardTable
                entries={entries}
                caption="Leaderboard"
                linkTo={(entry) => `/leaderboard/${entry.user.id}`}
                replace={replace}
              />
            ),
          },
          { path: '/leaderboard/:id', element: <p>Selected</p> },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      await input.click(screen.getByRole('link', { name: 'player_12' }));
      expect(await screen.findByText('Selected')).toBeDefined();
      expect(router.state.location.pathname).toBe('/leaderboard/12');
      expect(router.state.historyAction).toBe(replace ? 'REPLACE' : 'PUSH');
      cleanup();
    }
  });

  it('shows plain names and inert rows when given nowhere to lead', () => {
    render(<LeaderboardTable entries={entries} caption="Top 10" />);
    const table = screen.getByRole('table', { name: 'Top 10' });
    expect(within(table).queryAllByRole('link')).toEqual([]);
    expect(within(table).getByText('player_11')).toBeDefined();
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.className).not.toContain('cursor-pointer');
    // The same columns and icons as the leaderboard page's overall view.
    expect(headers()).toEqual(['PosPosition', 'Player', 'Previous Round', 'Average Prediction', 'Total']);
    expect(screen.getByRole('img', { name: 'Moved up' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Badge holder' })).toBeDefined();
  });
});
