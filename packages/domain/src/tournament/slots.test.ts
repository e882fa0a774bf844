import { describe, expect, it } from 'vitest';
import { buildBracket } from './bracket';
import { computeGroupTable, type GroupTable } from './group-table';
import { resolveSlot, thirdPlaceAssignments, type SlotMatch } from './slots';
import type { TournamentMatch } from './types';

let nextId = 1;
const match = (home: string, away: string, goals: [number, number] | null, extra: Partial<TournamentMatch> = {}) => ({
  id: nextId++,
  stage: 'Group stage',
  group: 'A',
  kickoff: '2026-06-11T20:00:00Z',
  home,
  away,
  isFinished: goals !== null,
  fullTime: goals && { home: goals[0], away: goals[1] },
  ...extra,
});

const groupOf = (matches: TournamentMatch[]): GroupTable =>
  computeGroupTable(matches, 'fifa-world-cup-2026', ['W', 'X', 'Y', 'Z']);

const finished = [
  match('W', 'X', [1, 0]),
  match('Y', 'Z', [0, 0]),
  match('W', 'Y', [2, 0]),
  match('X', 'Z', [1, 0]),
  match('W', 'Z', [3, 0]),
  match('X', 'Y', [1, 1]),
];

describe('resolveSlot', () => {
  const winner = { kind: 'group', group: 'A', position: 1 } as const;
  const runnerUp = { kind: 'group', group: 'A', position: 2 } as const;

  it('names the winner and runner-up of a complete group', () => {
    const tables = new Map([['A', groupOf(finished)]]);
    expect(resolveSlot(winner, 73, { tables })).toBe('W');
    expect(resolveSlot(runnerUp, 73, { tables })).toBe('X');
  });

  it('names nobody while the group has a match to play', () => {
    const tables = new Map([['A', groupOf([...finished.slice(0, 5), match('X', 'Y', null)])]]);
    expect(resolveSlot(winner, 73, { tables })).toBeNull();
  });

  it('names nobody for a position two teams share for want of data', () => {
    // X and Y level on everything the data has: 'Runner-up Group A' stays a slot.
    const level = [
      match('W', 'X', [1, 0]),
      match('W', 'Y', [1, 0]),
      match('W', 'Z', [1, 0]),
      match('X', 'Y', [0, 0]),
      match('X', 'Z', [1, 0]),
      match('Y', 'Z', [1, 0]),
    ];
    const tables = new Map([['A', groupOf(level)]]);
    expect(resolveSlot(runnerUp, 73, { tables })).toBeNull();
    expect(resolveSlot(winner, 73, { tables })).toBe('W');
  });

  it('names the winner and the loser of a decided knockout match, and nobody before', () => {
    const rounds = buildBracket(
      [
        match('W', 'X', [1, 1], { id: 101, stage: 'Semi-final', group: null, penalties: { home: 3, away: 5 } }),
        match('Y', 'Z', null, { id: 102, stage: 'Semi-final', group: null }),
      ],
      ['Semi-final'],
    );
    const context = { tables: new Map(), rounds };
    expect(resolveSlot({ kind: 'winner', match: 101 }, 104, context)).toBe('X');
    expect(resolveSlot({ kind: 'loser', match: 101 }, 103, context)).toBe('W');
    expect(resolveSlot({ kind: 'winner', match: 102 }, 104, context)).toBeNull();
  });
});

describe('thirdPlaceAssignments', () => {
  const slots: SlotMatch[] = [
    { match: 1, round: 'R', home: { kind: 'winner', match: 0 }, away: { kind: 'third', groups: ['A', 'B'] } },
    { match: 2, round: 'R', home: { kind: 'winner', match: 0 }, away: { kind: 'third', groups: ['A', 'B', 'C'] } },
  ];

  it('finds the one way when the qualified groups leave one', () => {
    expect(thirdPlaceAssignments(slots, ['A', 'C'])).toEqual([
      new Map([
        [1, 'A'],
        [2, 'C'],
      ]),
    ]);
  });

  it('lists every way when there are several, and none when the groups cannot fit', () => {
    expect(thirdPlaceAssignments(slots, ['A', 'B'])).toHaveLength(2);
    expect(thirdPlaceAssignments(slots, ['C', 'D'])).toEqual([]);
  });
});
