/**
 * Tournaments (issue 58): group tables and knockout brackets — the tie-break orders and decisions as names, and
 * every word the tables and the bracket show. Zod-free (served by @scoreline/contracts/plain); tournament.ts builds
 * the schemas from them. docs/decisions/102.
 */

import { matchResultWords } from './match-messages';

/** The tie-break orders the domain applies (packages/domain/src/tournament/group-table.ts). */
export const tieBreakRules = ['fifa-world-cup-2026', 'uefa-league-phase-2024'] as const;
export type TieBreakRule = (typeof tieBreakRules)[number];

/** How a decided tie was won. */
export const tieDecisions = ['normal-time', 'aggregate', 'extra-time', 'penalties'] as const;
export type TieDecision = (typeof tieDecisions)[number];

/** Where a knockout match's team comes from while it is not known yet. */
export type TournamentSlot =
  | { kind: 'group'; group: string; position: 1 | 2 }
  | { kind: 'third'; groups: string[] }
  | { kind: 'winner'; match: number }
  | { kind: 'loser'; match: number };

const dash = '\u2013';
const pair = (home: number, away: number) => `${home}${dash}${away}`;

export const tournamentMessages = {
  groupName: (label: string) => `Group ${label}`,
  /** 'Winner Group A', 'Runner-up Group B', '3rd Group C/E/F/H/I', 'Winner match 73', 'Loser match 101'. */
  slot: (slot: TournamentSlot): string => {
    switch (slot.kind) {
      case 'group':
        return `${slot.position === 1 ? 'Winner' : 'Runner-up'} Group ${slot.group}`;
      case 'third':
        return `3rd Group ${slot.groups.join('/')}`;
      case 'winner':
        return `Winner match ${slot.match}`;
      case 'loser':
        return `Loser match ${slot.match}`;
    }
  },
  /** A tie's official number where the bracket is encoded, which the slots name ('Winner match 73'). */
  matchNumber: (match: number) => `Match ${match}`,
  /** A team neither known nor given a slot. */
  teamToBeDecided: 'To be decided',
  afterExtraTime: matchResultWords.afterExtraTime,
  onPenalties: matchResultWords.onPenalties,
  aggregate: matchResultWords.aggregate,
  score: pair,
  leg: matchResultWords.leg,
  /** A finished match whose score the data lacks (the Champions League 2024/25 final in its source). */
  scoreUnknown: 'Score not known',
  /** A finished tie whose winner the data does not say (a shoot-out given as level): shown, never guessed. */
  winnerUnknown: 'Winner not known',
  winner: 'Winner',
  /** Screen-reader text beside the team that went through. */
  wentThrough: '(through)',
  /** The table's columns: the short heading and its full name (abbr title, screen readers). */
  columns: {
    position: { short: 'Pos', long: 'Position' },
    team: { short: 'Team', long: 'Team' },
    played: { short: 'P', long: 'Played' },
    won: { short: 'W', long: 'Won' },
    drawn: { short: 'D', long: 'Drawn' },
    lost: { short: 'L', long: 'Lost' },
    goalsFor: { short: 'GF', long: 'Goals for' },
    goalsAgainst: { short: 'GA', long: 'Goals against' },
    goalDifference: { short: 'GD', long: 'Goal difference' },
    points: { short: 'Pts', long: 'Points' },
  },
  /** Beside a position shared by teams level on every criterion the data has. */
  levelMark: '=',
  levelMarkLabel: 'level',
  /** Under a table with level teams: why they are not separated (docs/decisions/102). */
  levelNote: {
    'fifa-world-cup-2026':
      '= Level on every criterion in our data. FIFA separates them by team conduct (fair play), then by its final criterion; we do not have those, so they are listed by name.',
    'uefa-league-phase-2024':
      '= Level on every criterion in our data. UEFA separates them by disciplinary points, then by club coefficient; we do not have those, so they are listed by name.',
  } satisfies Record<TieBreakRule, string>,
  /** Under each table: the order its teams are ranked in. */
  tieBreakSummary: {
    'fifa-world-cup-2026':
      'Ranked by points; then, between teams level on points, points, goal difference and goals in their matches against each other; then goal difference and goals in all group matches.',
    'uefa-league-phase-2024':
      'Ranked by points, goal difference, goals scored, away goals scored, wins, away wins, then the points, goal difference and goals of the opponents played.',
  } satisfies Record<TieBreakRule, string>,
  tableInProgress: 'Provisional: matches still to play',
  /** The stages a competition's tables belong to (GET /competitions/{slug}/groups). */
  groupStage: 'Group stage',
  leaguePhase: 'League phase',
  /** The tournament page's sections. */
  groupsTab: 'Groups',
  knockoutTab: 'Knockout',
  /** GET /competitions/{slug}/groups of a league: its one table is the season's standings, not a group stage. */
  leagueHasNoGroups: 'A league has no groups or league phase: only tournaments and cups have group tables',
  /** The tournament page of a league. */
  leaguePage: 'This competition is a league: it has no groups and no knockout rounds.',
  /** The competitions page. */
  competitionsTitle: 'Competitions',
  competitionsIntro: 'Every competition played here: its group tables and its knockout rounds.',
  competitionsEmpty: 'No competition is played yet.',
  currentStage: 'Current stage',
  competitionsFailed: 'The competitions could not be loaded',
  groupsFailed: 'The tables could not be loaded',
  bracketFailed: 'The knockout rounds could not be loaded',
  allCompetitions: '← All competitions',
  loadingCompetitions: 'Loading the competitions...',
  loadingTables: 'Loading the tables...',
  loadingBracket: 'Loading the knockout rounds...',
  viewsLabel: 'Tables and knockout rounds',
  statuses: { upcoming: 'Upcoming', in_progress: 'In progress', finished: 'Finished' },
  kinds: { league: 'League', cup: 'Cup', tournament: 'Tournament' },
  bracketEmpty: 'No knockout matches yet',
  /** The bracket's accessible name (its rounds are headings inside it). */
  bracketLabel: 'Knockout rounds',
} as const;
