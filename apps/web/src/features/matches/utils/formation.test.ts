import { describe, expect, it } from 'vitest';
import { formationRows, parseFormation, type LineupPlayer } from './formation';

function player(id: number, pos: LineupPlayer['pos'], grid: string | null = null): { player: LineupPlayer } {
  return { player: { id, name: `Player ${id}`, number: id, pos, grid } };
}

/** An eleven listed goalkeeper first, as providers send it. */
function eleven(positions: LineupPlayer['pos'][], grids: (string | null)[] = []) {
  return positions.map((pos, index) => player(index + 1, pos, grids[index] ?? null));
}

const shape = (rows: ReturnType<typeof formationRows>) =>
  rows.map((row) => `${row.position}:${row.players.map((entry) => entry.id).join(',')}`);

describe('parseFormation', () => {
  it.each([
    ['4-3-3', [4, 3, 3]],
    ['4-2-3-1', [4, 2, 3, 1]],
    ['3-4-1-2', [3, 4, 1, 2]],
    [' 5-4-1 ', [5, 4, 1]],
  ])('%j → %j', (text, lines) => {
    expect(parseFormation(text)).toEqual(lines);
  });

  it.each([null, '', '4', '4-3-', 'four-three-three', '4-0-6'])('%j is not a formation', (text) => {
    expect(parseFormation(text)).toBeNull();
  });
});

describe('formationRows (spec §9 pitch rows G, D, M, F)', () => {
  const fourThreeThree = eleven(['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F']);

  it('cuts the eleven along a 4-3-3', () => {
    expect(shape(formationRows(fourThreeThree, '4-3-3'))).toEqual(['G:1', 'D:2,3,4,5', 'M:6,7,8', 'F:9,10,11']);
  });

  it('makes every line between the defence and the attack a midfield line (4-2-3-1)', () => {
    const rows = formationRows(fourThreeThree, '4-2-3-1');
    expect(shape(rows)).toEqual(['G:1', 'D:2,3,4,5', 'M:6,7', 'M:8,9,10', 'F:11']);
  });

  it('follows API-Football grids (row, then column) before the formation', () => {
    const grids = ['1:1', '2:4', '2:3', '2:2', '2:1', '3:2', '3:1', '4:3', '4:2', '4:1', '5:1'];
    const rows = formationRows(eleven(['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'M', 'F'], grids), '4-2-3-1');
    expect(shape(rows)).toEqual(['G:1', 'D:5,4,3,2', 'M:7,6', 'M:10,9,8', 'F:11']);
  });

  it('falls back to positions when the formation does not fit the players', () => {
    const partial = [player(1, 'G'), player(2, 'D'), player(9, 'F')];
    expect(shape(formationRows(partial, '4-2-3-1'))).toEqual(['G:1', 'D:2', 'F:9']);
    expect(shape(formationRows(fourThreeThree, null))).toEqual(['G:1', 'D:2,3,4,5', 'M:6,7,8', 'F:9,10,11']);
  });

  it('puts a player without a position in midfield when falling back', () => {
    expect(shape(formationRows([player(1, 'G'), player(5, null)], null))).toEqual(['G:1', 'M:5']);
  });

  it('has no rows without players', () => {
    expect(formationRows([], '4-4-2')).toEqual([]);
  });
});
