import type { Lineup } from '@scoreline/contracts';

export type LineupPlayer = Lineup['startXI'][number]['player'];
/** spec §9 pitch positions. */
export type PitchPosition = 'G' | 'D' | 'M' | 'F';
export type PitchRow = { position: PitchPosition; players: LineupPlayer[] };

const positionOrder: PitchPosition[] = ['G', 'D', 'M', 'F'];

/** '4-2-3-1' → [4, 2, 3, 1] (outfield lines, back to front); null when it is not a formation. */
export function parseFormation(formation: string | null): number[] | null {
  if (!formation || !/^\d+(-\d+)+$/.test(formation.trim())) return null;
  const lines = formation.trim().split('-').map(Number);
  return lines.every((count) => count > 0) ? lines : null;
}

/** Line 0 is the goalkeeper; of the outfield lines the first defends, the last attacks, the rest are midfield. */
function positionOfLine(line: number, lineCount: number): PitchPosition {
  if (line === 0) return 'G';
  if (line === 1) return 'D';
  return line === lineCount - 1 ? 'F' : 'M';
}

function parseGrid(grid: string | null): { row: number; column: number } | null {
  const match = grid ? /^(\d+):(\d+)$/.exec(grid) : null;
  return match ? { row: Number(match[1]), column: Number(match[2]) } : null;
}

/**
 * The starting eleven as pitch rows, goalkeeper first: from API-Football's `grid` ('row:column') when every player
 * has one, else by cutting the eleven (listed goalkeeper first, as providers do) along the formation, else by
 * each player's position.
 */
export function formationRows(startXI: readonly { player: LineupPlayer }[], formation: string | null): PitchRow[] {
  const players = startXI.map((entry) => entry.player);
  if (players.length === 0) return [];

  const grids = players.map((player) => parseGrid(player.grid));
  if (grids.every((grid) => grid !== null)) {
    const rows = new Map<number, { column: number; player: LineupPlayer }[]>();
    players.forEach((player, index) => {
      const grid = grids[index];
      if (!grid) return;
      rows.set(grid.row, [...(rows.get(grid.row) ?? []), { column: grid.column, player }]);
    });
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b);
    return ordered.map(([, row], line) => ({
      position: positionOfLine(line, ordered.length),
      players: row.sort((a, b) => a.column - b.column).map((entry) => entry.player),
    }));
  }

  const lines = parseFormation(formation);
  if (lines && 1 + lines.reduce((sum, count) => sum + count, 0) === players.length) {
    const counts = [1, ...lines];
    let start = 0;
    return counts.map((count, line) => {
      const row = { position: positionOfLine(line, counts.length), players: players.slice(start, start + count) };
      start += count;
      return row;
    });
  }

  // Unknown or inconsistent formation: one row per position; a player without one joins the midfield.
  return positionOrder
    .map((position) => ({ position, players: players.filter((player) => (player.pos ?? 'M') === position) }))
    .filter((row) => row.players.length > 0);
}

export const positionNames: Record<PitchPosition, string> = {
  G: 'Goalkeeper',
  D: 'Defenders',
  M: 'Midfielders',
  F: 'Forwards',
};
