/** The match centre's names and messages, without zod (served by @scoreline/contracts/plain too). */

/** API-Football `fixture.status.short` values (football-data-providers guide §1.4). */
export const matchStatusCodes = [
  'TBD',
  'NS',
  '1H',
  'HT',
  '2H',
  'ET',
  'BT',
  'P',
  'SUSP',
  'INT',
  'FT',
  'AET',
  'PEN',
  'PST',
  'CANC',
  'ABD',
  'AWD',
  'WO',
  'LIVE',
] as const;
export type MatchStatusCode = (typeof matchStatusCodes)[number];
// Which phase each status means (scheduled, live, finished…) is a rule: packages/domain match-phase.ts.

/** API-Football's long status names. */
export const matchStatusLabels: Record<MatchStatusCode, string> = {
  TBD: 'Time To Be Defined',
  NS: 'Not Started',
  '1H': 'First Half, Kick Off',
  HT: 'Halftime',
  '2H': 'Second Half, 2nd Half Started',
  ET: 'Extra Time',
  BT: 'Break Time',
  P: 'Penalty In Progress',
  SUSP: 'Match Suspended',
  INT: 'Match Interrupted',
  FT: 'Match Finished',
  AET: 'Match Finished After Extra Time',
  PEN: 'Match Finished After Penalty',
  PST: 'Match Postponed',
  CANC: 'Match Cancelled',
  ABD: 'Match Abandoned',
  AWD: 'Technical Loss',
  WO: 'WalkOver',
  LIVE: 'In Progress',
};

/** The words the API sends and the UI shows as form dots (spec §2 'last five results as dots (Win, Draw, Lose)'). */
export const formResults = ['Win', 'Draw', 'Lose'] as const;
export type FormResult = (typeof formResults)[number];

/** The API's messages for bad match-centre input. */
export const matchMessages = {
  roundInvalid: 'Round must be a whole number of 1 or more',
  roundOutOfRange: (round: number, totalRounds: number) =>
    totalRounds === 0
      ? `Round ${round} does not exist: no season is loaded yet`
      : `Round ${round} does not exist: the season has rounds 1 to ${totalRounds}`,
  matchIdInvalid: 'Match id must be a positive whole number',
  teamIdInvalid: 'Team id must be a positive whole number',
  leagueIdInvalid: 'League id must be a positive whole number',
  matchNotFound: 'Match not found',
  teamNotFound: 'Team not found',
  leagueNotFound: 'League not found',
  sameTeams: 'Head to head needs two different teams',
  limitInvalid: 'Limit must be a whole number from 1 to 50',
} as const;
