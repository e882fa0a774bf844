import type { Score } from '../score';

/**
 * One match of a tournament as plain data (issue 58), so it can be fed from the database or from a source file.
 * Scores are read from `home`'s side. A team is a key the caller chooses (an id or a name), the same in every match.
 */
export interface TournamentMatch {
  /** The match's id; in the World Cup's knockouts its official number (73 to 104), which the slots refer to. */
  id: number;
  /** The stage's name as the competition calls it: 'Round of 32', 'Final'; group and league matches too. */
  stage: string;
  /** The group's label ('A') for a group match; null otherwise. */
  group?: string | null;
  /** 1 or 2 in a two-legged tie; null for a one-match tie. */
  leg?: 1 | 2 | null;
  /** The key both legs of a tie share (the stored stage's `tieKey`); without it the legs are paired by their teams. */
  tieKey?: string | null;
  /** ISO 8601 with an offset. */
  kickoff: string;
  /** The team key; null while the team is not known yet (a slot). */
  home: string | null;
  away: string | null;
  /** Only finished matches count in tables and decide ties. */
  isFinished: boolean;
  /** The score after 90 minutes (and stoppage time); null when unknown (the source has none). */
  fullTime: Score | null;
  /** The score after extra time, the 90 minutes' goals included (openfootball's `score.et`); null when none was played. */
  extraTime?: Score | null;
  /** The shoot-out's score; null when there was none. */
  penalties?: Score | null;
}
