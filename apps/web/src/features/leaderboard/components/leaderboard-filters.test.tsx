import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardFilter } from '../utils/leaderboard-filter';
import { LeaderboardFilters } from './leaderboard-filters';

afterEach(cleanup);

function renderFilters(filter: LeaderboardFilter = { kind: 'overall' }) {
  const onChange = vi.fn<(filter: LeaderboardFilter) => void>();
  render(<LeaderboardFilters filter={filter} totalRounds={38} currentRound={27} onChange={onChange} />);
  return onChange;
}

describe('LeaderboardFilters', () => {
  it('offers Round 1 up to the total and chooses one', () => {
    const onChange = renderFilters();
    const select = screen.getByRole('combobox', { name: 'Round' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(39);
    expect(screen.getByRole('option', { name: 'Round 27 (current)' })).toBeDefined();
    fireEvent.change(select, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith({ kind: 'round', round: 3 });
  });

  it('applies a range typed in en-GB order', () => {
    const onChange = renderFilters();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/03/2025' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/03/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'range', start: '2025-03-01', end: '2025-03-31' });
  });

  it('refuses a reversed or incomplete range with a message', () => {
    const onChange = renderFilters();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '31/03/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a start and an end date as dd/mm/yyyy');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '01/03/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(screen.getByRole('alert').textContent).toBe('The range must end on or after its start');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the active range in en-GB and clears it', () => {
    const onChange = renderFilters({ kind: 'range', start: '2025-03-01', end: '2025-03-09' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01/03/2025');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('09/03/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'overall' });
  });

  it('disables Clear when nothing is filtered', () => {
    renderFilters();
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
