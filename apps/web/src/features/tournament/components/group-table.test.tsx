import type { GroupTable as GroupTableData, GroupTableRow, TournamentTeam } from '@scoreline/contracts';
import { tournamentMessages } from '@scoreline/contracts/plain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupTable } from './group-table';

const team = (id: number, name: string, flag: string | null, shortName = name): TournamentTeam => ({
  id,
  name,
  shortName,
  code: null,
  logo: null,
  colors: null,
  flag,
});

const row = (position: number, entrant: TournamentTeam, stats: Partial<GroupTableRow> = {}): GroupTableRow => ({
  position,
  team: entrant,
  played: 3,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  goalDifference: 0,
  points: 0,
  isLevel: false,
  ...stats,
});

const groupD: GroupTableData = {
  group: 'D',
  name: 'Group D',
  tieBreak: 'fifa-world-cup-2026',
  isComplete: true,
  rows: [
    row(1, team(1, 'USA', '🇺🇸'), { won: 2, lost: 1, goalsFor: 8, goalsAgainst: 4, goalDifference: 4, points: 6 }),
    row(2, team(2, 'Australia', '🇦🇺'), { won: 1, drawn: 1, lost: 1, goalsFor: 2, goalsAgainst: 2, points: 4 }),
    row(3, team(3, 'Paraguay', '🇵🇾'), {
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 2,
      goalsAgainst: 4,
      goalDifference: -2,
      points: 4,
    }),
    row(4, team(4, 'Turkey', '🇹🇷'), { won: 1, lost: 2, goalsFor: 3, goalsAgainst: 5, goalDifference: -2, points: 3 }),
  ],
};

const cellsOf = (name: string) => {
  const line = screen.getByRole('row', { name: new RegExp(name) });
  return within(line)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('GroupTable', () => {
  it('shows each team’s position, P W D L GF GA GD and points under the group’s heading', () => {
    render(<GroupTable table={groupD} />);
    expect(screen.getByRole('heading', { name: 'Group D' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Group D' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['USA', 'Australia', 'Paraguay', 'Turkey']);
    // The flag is an image like every flag (ADR 073), and decoration: the row's name is the team's.
    const usa = within(table).getByRole('rowheader', { name: 'USA' });
    expect(usa.querySelector('img')?.getAttribute('src')).toBe('/flags/us.svg');
    expect(usa.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    expect(screen.getByTitle('Goal difference').textContent).toBe('GD');
    expect(cellsOf('USA')).toEqual(['1', '3', '2', '0', '1', '8', '4', '+4', '6']);
    expect(cellsOf('Paraguay')).toEqual(['3', '3', '1', '1', '1', '2', '4', '−2', '4']);
  });

  it('says the order the teams are ranked in, and nothing about level teams when there are none', () => {
    render(<GroupTable table={groupD} />);
    expect(screen.getByText(tournamentMessages.tieBreakSummary['fifa-world-cup-2026'])).toBeDefined();
    expect(screen.queryByText(tournamentMessages.levelNote['fifa-world-cup-2026'])).toBeNull();
    expect(screen.queryByText(tournamentMessages.tableInProgress)).toBeNull();
  });

  it('marks teams level on every criterion the data has as sharing a position, and says why', () => {
    render(
      <GroupTable
        table={{
          ...groupD,
          isComplete: false,
          tieBreak: 'uefa-league-phase-2024',
          rows: [
            row(1, team(5, 'Arsenal FC', null, 'Arsenal'), { isLevel: true, points: 1, played: 1, drawn: 1 }),
            row(1, team(6, 'PSV', null), { isLevel: true, points: 1, played: 1, drawn: 1 }),
          ],
        }}
      />,
    );
    expect(cellsOf('PSV')[0]).toBe('1= (level)');
    expect(screen.getByText(tournamentMessages.levelNote['uefa-league-phase-2024'])).toBeDefined();
    expect(screen.getByText(tournamentMessages.tableInProgress)).toBeDefined();
    // A club without a flag gets its crest; its short name is there for a phone.
    expect(screen.getByRole('rowheader', { name: /Arsenal FC/ }).querySelector('svg')).not.toBeNull();
  });

  it('gives a long national team its code on a phone, its name to screen readers and wider screens', () => {
    const bosnia = { ...team(7, 'Bosnia & Herzegovina', '🇧🇦'), code: 'BIH' };
    render(<GroupTable table={{ ...groupD, rows: [row(1, bosnia, { points: 3, played: 1, won: 1 })] }} />);
    const header = screen.getByRole('rowheader', { name: 'Bosnia & Herzegovina' });
    expect(header.getAttribute('title') ?? header.querySelector('[title]')?.getAttribute('title')).toBe(
      'Bosnia & Herzegovina',
    );
    const code = within(header).getByText('BIH');
    expect(code.getAttribute('aria-hidden')).toBe('true');
    expect(code.className).toContain('sm:hidden');
    expect(within(header).getByText('Bosnia & Herzegovina').className).toContain('sr-only sm:not-sr-only');
  });
});
