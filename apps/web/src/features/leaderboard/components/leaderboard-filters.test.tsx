import { webMessages } from '@scoreline/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeaderboardFilter } from '../utils/leaderboard-filter';
import { LeaderboardFilters } from './leaderboard-filters';

function renderFilters(filter: LeaderboardFilter = { kind: 'overall' }) {
  const onChange = vi.fn<(filter: LeaderboardFilter) => void>();
  const input = userEvent.setup();
  render(<LeaderboardFilters filter={filter} totalRounds={38} currentRound={27} onChange={onChange} />);
  return { onChange, input };
}

describe('LeaderboardFilters', () => {
  it('offers Round 1 up to the total and chooses one', async () => {
    const { onChange, input } = renderFilters();
    const select = screen.getByRole('combobox', { name: 'Round' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(39);
    expect(screen.getByRole('option', { name: 'Round 27 (current)' })).toBeDefined();
    await input.selectOptions(select, '3');
    expect(onChange).toHaveBeenCalledWith({ kind: 'round', round: 3 });
  });

  it('names each round by its stage where the competition has stages (issue 58)', () => {
    const stages = [
      { round: 1, name: 'Group stage · Matchday 1' },
      { round: 2, name: 'Round of 32' },
    ];
    render(
      <LeaderboardFilters
        filter={{ kind: 'round', round: 2 }}
        totalRounds={2}
        currentRound={1}
        roundNames={stages}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All rounds',
      'Group stage · Matchday 1 (current)',
      'Round of 32',
    ]);
  });

  it('applies a range typed in en-GB order', async () => {
    const { onChange, input } = renderFilters();
    await input.type(screen.getByLabelText('From'), '01/03/2025');
    await input.type(screen.getByLabelText('To'), '31/03/2025');
    await input.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'range', start: '2025-03-01', end: '2025-03-31' });
  });

  it('refuses a reversed or incomplete range with a message', async () => {
    const { onChange, input } = renderFilters();
    await input.type(screen.getByLabelText('From'), '31/03/2025');
    await input.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(screen.getByRole('alert').textContent).toBe(webMessages.rangeIncomplete);
    await input.type(screen.getByLabelText('To'), '01/03/2025');
    await input.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(screen.getByRole('alert').textContent).toBe(webMessages.rangeReversed);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the active range in en-GB and clears it', async () => {
    const { onChange, input } = renderFilters({ kind: 'range', start: '2025-03-01', end: '2025-03-09' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/03/2025');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('09/03/2025');
    await input.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'overall' });
  });

  it('disables Clear when nothing is filtered', () => {
    renderFilters();
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
