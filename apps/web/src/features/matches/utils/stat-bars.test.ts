import type { TeamStatistics } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { pairStatistics, statBarWidths, statNumber } from './stat-bars';

describe('statBarWidths (spec §9: the floor of each side’s share)', () => {
  it.each([
    [1, 1, 50, 50],
    [1, 2, 33, 66],
    [2, 1, 66, 33],
    [5, 0, 100, 0],
    [0, 3, 0, 100],
    [0, 0, 0, 0],
    [55, 45, 55, 45],
    [7, 9, 43, 56],
  ])('%d vs %d → %d %% and %d %%', (home, away, homeWidth, awayWidth) => {
    expect(statBarWidths(home, away)).toEqual({ home: homeWidth, away: awayWidth });
  });
});

describe('statNumber', () => {
  it.each([
    [12, 12],
    ['55%', 55],
    ['0.87', 0.87],
    [null, 0],
    ['', 0],
  ] as const)('%j → %d', (value, number) => {
    expect(statNumber(value)).toBe(number);
  });
});

describe('pairStatistics', () => {
  const team = (id: number) => ({ id, name: `Team ${id}`, logo: null });
  const home: TeamStatistics = {
    team: team(1),
    statistics: [
      { type: 'Shots on Goal', value: 6 },
      { type: 'Ball Possession', value: '61%' },
      { type: 'Red Cards', value: null },
    ],
  };
  const away: TeamStatistics = {
    team: team(2),
    statistics: [
      { type: 'Ball Possession', value: '39%' },
      { type: 'Shots on Goal', value: 2 },
      { type: 'expected_goals', value: '0.87' },
    ],
  };

  it('pairs the sides by type in the home order, whatever order the answer has', () => {
    expect(pairStatistics([away, home], 1)).toEqual([
      { type: 'Shots on Goal', home: '6', away: '2', widths: { home: 75, away: 25 } },
      { type: 'Ball Possession', home: '61%', away: '39%', widths: { home: 61, away: 39 } },
      { type: 'Red Cards', home: '0', away: '0', widths: { home: 0, away: 0 } },
      { type: 'expected_goals', home: '0', away: '0.87', widths: { home: 0, away: 100 } },
    ]);
  });

  it('has no rows until both sides have statistics', () => {
    expect(pairStatistics([], 1)).toEqual([]);
    expect(pairStatistics([home], 1)).toEqual([]);
  });
});
