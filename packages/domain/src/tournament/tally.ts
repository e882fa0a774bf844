import type { TournamentMatch } from './types';

/** What a team did in a set of matches: the columns of a table and what the tie-breaks read. */
export interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  awayGoalsFor: number;
  awayWon: number;
}

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  goalDifference: 0,
  points: 0,
  awayGoalsFor: 0,
  awayWon: 0,
});

/** A win is 3 points, a draw 1 (FIFA and UEFA alike). */
const POINTS_FOR = { win: 3, draw: 1, loss: 0 } as const;

function record(tally: Tally, scored: number, conceded: number, isAway: boolean): void {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  tally.goalDifference = tally.goalsFor - tally.goalsAgainst;
  if (isAway) tally.awayGoalsFor += scored;
  if (scored > conceded) {
    tally.won += 1;
    tally.points += POINTS_FOR.win;
    if (isAway) tally.awayWon += 1;
  } else if (scored === conceded) {
    tally.drawn += 1;
    tally.points += POINTS_FOR.draw;
  } else {
    tally.lost += 1;
  }
}

/**
 * Tallies `teams` over the finished matches among `matches` that have a known score (a group or league match is
 * decided after 90 minutes). Teams without a match get an empty tally; matches of teams outside `teams` are skipped.
 */
export function tallyMatches(matches: readonly TournamentMatch[], teams: readonly string[]): Map<string, Tally> {
  const tallies = new Map(teams.map((team) => [team, emptyTally()]));
  for (const match of matches) {
    if (!match.isFinished || !match.fullTime || match.home === null || match.away === null) continue;
    const home = tallies.get(match.home);
    const away = tallies.get(match.away);
    if (!home || !away) continue;
    record(home, match.fullTime.home, match.fullTime.away, false);
    record(away, match.fullTime.away, match.fullTime.home, true);
  }
  return tallies;
}

/**
 * Splits `items` into runs that are level on `key` (compared element by element, higher first), best run first.
 * Within a run the original order is kept.
 */
export function partitionBy<T>(items: readonly T[], key: (item: T) => readonly number[]): T[][] {
  const keyed = items.map((item) => ({ item, values: key(item) }));
  const compare = (a: readonly number[], b: readonly number[]) => {
    for (let index = 0; index < a.length; index += 1) {
      const difference = (b[index] ?? 0) - (a[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  keyed.sort((a, b) => compare(a.values, b.values));
  const runs: T[][] = [];
  let previous: readonly number[] | undefined;
  for (const { item, values } of keyed) {
    const last = runs.at(-1);
    if (last && previous && compare(previous, values) === 0) last.push(item);
    else runs.push([item]);
    previous = values;
  }
  return runs;
}
