import { partitionBy, tallyMatches, type Tally } from './tally';
import type { TieBreakRule } from '@scoreline/contracts/plain';
import type { TournamentMatch } from './types';

export interface GroupTableRow extends Tally {
  team: string;
  /** Shared by teams level on every criterion the data has ('1, 2, 2, 4'). */
  position: number;
  /**
   * Level with another team on every criterion the data holds: the rule's later criteria (fair play, drawing of
   * lots, the coefficient) are not in the data, so the teams are shown level, in name order, never ranked by guess.
   */
  isLevel: boolean;
}

export interface GroupTable {
  rows: GroupTableRow[];
  /** Every match of the group is finished: the positions are final. */
  isComplete: boolean;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * FIFA World Cup 2026 regulations, group stage: points; then, among the teams level on points, the points, goal
 * difference and goals in the matches between them, applied again to any teams still level among themselves;
 * then goal difference and goals in all group matches. The later criteria (team conduct, then the regulations'
 * last resort) are not in the data: teams level after these are returned as one run.
 */
function rankFifa(teams: string[], matches: readonly TournamentMatch[], overall: Map<string, Tally>): string[][] {
  const get = (tallies: Map<string, Tally>, team: string) => tallies.get(team) as Tally;
  const headToHead = (level: string[]): string[][] => {
    if (level.length === 1) return [level];
    const members = new Set(level);
    const between = matches.filter(
      (match) => match.home !== null && match.away !== null && members.has(match.home) && members.has(match.away),
    );
    const mini = tallyMatches(between, level);
    const runs = partitionBy(level, (team) => {
      const tally = get(mini, team);
      return [tally.points, tally.goalDifference, tally.goalsFor];
    });
    // Some teams were separated: the criteria are applied again to each run still level (FIFA's step e).
    if (runs.length > 1) return runs.flatMap(headToHead);
    return partitionBy(level, (team) => [get(overall, team).goalDifference, get(overall, team).goalsFor]);
  };
  return partitionBy(teams, (team) => [get(overall, team).points]).flatMap(headToHead);
}

/**
 * UEFA Champions League 2024/25 regulations, league phase: points, goal difference, goals scored, away goals
 * scored, wins, away wins, then the points, goal difference and goals of the opponents played. The later
 * criteria (disciplinary points, the club coefficient) are not in the data.
 */
function rankUefaLeaguePhase(
  teams: string[],
  matches: readonly TournamentMatch[],
  overall: Map<string, Tally>,
): string[][] {
  const opponents = new Map<string, { points: number; goalDifference: number; goalsFor: number }>(
    teams.map((team) => [team, { points: 0, goalDifference: 0, goalsFor: 0 }]),
  );
  for (const match of matches) {
    if (!match.isFinished || !match.fullTime || match.home === null || match.away === null) continue;
    for (const [team, opponent] of [
      [match.home, match.away],
      [match.away, match.home],
    ] as const) {
      const sums = opponents.get(team);
      const theirs = overall.get(opponent);
      if (!sums || !theirs) continue;
      sums.points += theirs.points;
      sums.goalDifference += theirs.goalDifference;
      sums.goalsFor += theirs.goalsFor;
    }
  }
  return partitionBy(teams, (team) => {
    const tally = overall.get(team) as Tally;
    const opposition = opponents.get(team) as { points: number; goalDifference: number; goalsFor: number };
    return [
      tally.points,
      tally.goalDifference,
      tally.goalsFor,
      tally.awayGoalsFor,
      tally.won,
      tally.awayWon,
      opposition.points,
      opposition.goalDifference,
      opposition.goalsFor,
    ];
  });
}

/**
 * The table of one group (or of a whole league phase) from its matches, the ones still to play included (they make
 * the table incomplete): only finished matches count. `teams`
 * names every team of the group, so a team yet to play is listed with zeros; without it the teams are the ones
 * the matches name.
 */
export function computeGroupTable(
  matches: readonly TournamentMatch[],
  rule: TieBreakRule,
  teams?: readonly string[],
): GroupTable {
  const members = [
    ...new Set(teams ?? matches.flatMap((match) => [match.home, match.away].filter((team) => team !== null))),
  ];
  const overall = tallyMatches(matches, members);
  const runs =
    rule === 'fifa-world-cup-2026'
      ? rankFifa(members, matches, overall)
      : rankUefaLeaguePhase(members, matches, overall);
  const rows: GroupTableRow[] = [];
  for (const run of runs) {
    const position = rows.length + 1;
    for (const team of [...run].sort(byName)) {
      rows.push({ team, position, isLevel: run.length > 1, ...(overall.get(team) as Tally) });
    }
  }
  return { rows, isComplete: matches.length > 0 && matches.every((match) => match.isFinished) };
}

/**
 * Every group's table, keyed by the group's label, from the matches that carry a group. `teamsByGroup` lists the
 * teams of each group (a group whose matches are all ahead is listed with zeros).
 */
export function computeGroupTables(
  matches: readonly TournamentMatch[],
  rule: TieBreakRule,
  teamsByGroup: Readonly<Record<string, readonly string[]>> = {},
): Map<string, GroupTable> {
  const byGroup = new Map<string, TournamentMatch[]>();
  for (const label of Object.keys(teamsByGroup)) byGroup.set(label, []);
  for (const match of matches) {
    if (!match.group) continue;
    const list = byGroup.get(match.group) ?? [];
    list.push(match);
    byGroup.set(match.group, list);
  }
  const labels = [...byGroup.keys()].sort(byName);
  return new Map(
    labels.map((label) => [label, computeGroupTable(byGroup.get(label) ?? [], rule, teamsByGroup[label])]),
  );
}
