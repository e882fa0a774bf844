import type { TournamentSlot } from '@scoreline/contracts/plain';
import { partitionBy } from './tally';
import type { BracketRound } from './bracket';
import type { GroupTable, GroupTableRow } from './group-table';

/**
 * Where a knockout match's team comes from while it is not known yet (issue 58); labelled for people by
 * `tournamentMessages.slot` ('Winner Group A', '3rd Group C/E/F/H/I', 'Winner match 73').
 */
export type Slot = TournamentSlot;

export interface SlotMatch {
  /** The match's official number. */
  match: number;
  round: string;
  home: Slot;
  away: Slot;
}

export interface ThirdPlacedTeam extends GroupTableRow {
  group: string;
}

/**
 * The third-placed teams of every group, best first (FIFA World Cup 2026: points, goal difference, goals scored;
 * the later criteria, team conduct and the regulations' last resort, are not in the data: level teams share a
 * position). Empty until every group is complete.
 */
export function rankThirdPlacedTeams(tables: ReadonlyMap<string, GroupTable>): ThirdPlacedTeam[] {
  const thirds: ThirdPlacedTeam[] = [];
  for (const [group, table] of tables) {
    const third = table.rows[2];
    if (!table.isComplete || !third || third.position !== 3) return [];
    thirds.push({ ...third, group });
  }
  const runs = partitionBy(thirds, (team) => [team.points, team.goalDifference, team.goalsFor]);
  const ranked: ThirdPlacedTeam[] = [];
  for (const run of runs) {
    const position = ranked.length + 1;
    for (const team of run) ranked.push({ ...team, position, isLevel: run.length > 1 });
  }
  return ranked;
}

/**
 * Every way the qualified third-placed teams' groups can fill the 'third' slots, each slot taking a group it
 * lists. FIFA's regulations fix one of these per combination of groups (a table of 495 rows, not in the data):
 * when only one way exists, it is that one; otherwise the caller needs the table (docs/decisions/102).
 */
export function thirdPlaceAssignments(
  slotMatches: readonly SlotMatch[],
  qualifiedGroups: readonly string[],
): Map<number, string>[] {
  const slots = slotMatches.flatMap((slotMatch) =>
    [slotMatch.home, slotMatch.away].flatMap((slot) =>
      slot.kind === 'third' ? [{ match: slotMatch.match, groups: slot.groups }] : [],
    ),
  );
  const found: Map<number, string>[] = [];
  const place = (index: number, left: Set<string>, chosen: Map<number, string>) => {
    const slot = slots[index];
    if (!slot) {
      if (left.size === 0) found.push(new Map(chosen));
      return;
    }
    for (const group of slot.groups) {
      if (!left.has(group)) continue;
      left.delete(group);
      chosen.set(slot.match, group);
      place(index + 1, left, chosen);
      chosen.delete(slot.match);
      left.add(group);
    }
  };
  place(0, new Set(qualifiedGroups), new Map());
  return found;
}

export interface SlotContext {
  tables: ReadonlyMap<string, GroupTable>;
  /** The group whose third-placed team plays in each match with a 'third' slot (FIFA's table); omitted: unknown. */
  thirdPlaceGroupByMatch?: ReadonlyMap<number, string>;
  /** The knockout rounds so far, for 'Winner match 73' and 'Loser match 101'. */
  rounds?: readonly BracketRound[];
}

/** The team a slot stands for once it is known for certain; null while it is not (never a guess). */
export function resolveSlot(slot: Slot, slotMatch: number, context: SlotContext): string | null {
  if (slot.kind === 'group' || slot.kind === 'third') {
    const group = slot.kind === 'group' ? slot.group : context.thirdPlaceGroupByMatch?.get(slotMatch);
    const position = slot.kind === 'group' ? slot.position : 3;
    const table = group === undefined ? undefined : context.tables.get(group);
    if (!table?.isComplete) return null;
    const row = table.rows[position - 1];
    return row && row.position === position && !row.isLevel ? row.team : null;
  }
  for (const round of context.rounds ?? []) {
    const tie = round.ties.find((candidate) => candidate.id === slot.match);
    if (!tie) continue;
    if (tie.winner === null) return null;
    if (slot.kind === 'winner') return tie.winner;
    return tie.winner === tie.home ? tie.away : tie.home;
  }
  return null;
}
