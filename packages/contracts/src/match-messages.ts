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

/**
 * The clock of a match being played, as the card and the match page show it (one rule: packages/domain match-clock.ts):
 * 'Live 67'', 'Live 90+3'', or a pause's short word ('HT'). The long names above are the API's, not the clock's.
 */
export const matchClockWords = {
  live: 'Live',
  /** A break or a stop: the ball is not in play. */
  pauses: {
    HT: 'HT',
    BT: 'Break',
    P: 'Penalties',
    SUSP: 'Suspended',
    INT: 'Interrupted',
  },
  /** Screen readers: the minute said in words ("67th minute", "90+3rd minute" reads badly). */
  minuteSpoken: (minute: number, added: number) => (added > 0 ? `minute ${minute} plus ${added}` : `minute ${minute}`),
  halfTimeSpoken: 'half time',
  /**
   * A live match whose score is not known at this minute (the replay of a season whose goals have no minutes: between
   * the scores the data gives, at half time and full time).
   */
  scoreUnknown: 'Score not known yet',
  halfTimeScore: (home: number, away: number) => `HT ${home}–${away}`,
  halfTimeScoreSpoken: (home: number, away: number) => `half-time score ${home} to ${away}`,
} as const;

const scorePair = (home: number, away: number) => `${home}\u2013${away}`;

/**
 * How a knockout match ended and where it stands in its stage (issue 58, docs/decisions/059, 101): the match card, the
 * match page and the bracket (tournamentMessages) say it in these words.
 */
export const matchResultWords = {
  afterExtraTime: 'after extra time',
  /** A match that went to extra time: its score after 90 minutes. */
  afterNinetyMinutes: (home: number, away: number) => `${scorePair(home, away)} after 90 minutes`,
  onPenalties: (home: number, away: number) => `on penalties ${scorePair(home, away)}`,
  /** Decided on penalties, the kicks not in the source. */
  onPenaltiesKicksUnknown: 'on penalties',
  aggregate: (home: number, away: number) => `Agg. ${scorePair(home, away)}`,
  leg: (leg: 1 | 2) => (leg === 1 ? '1st leg' : '2nd leg'),
  /** Beside a knockout match's prediction: which score is scored (the same rule in every competition played). */
  knockoutScoredOn: 'Predictions are scored on the score after extra time; a penalty shoot-out does not count.',
} as const;

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
