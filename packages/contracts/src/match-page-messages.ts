/**
 * The web app's own words for one part of it, zod-free (served by @scoreline/contracts/plain). Each part has its own
 * module so a page loads only its part (docs/decisions/044); `web-messages.ts` holds the words every page may need.
 */

/** What the match page says by itself (spec §2 match centre, issue 12 comments): load failures and honest empty states. */
export const matchPageMessages = {
  matchFailed: 'This match could not be loaded',
  matchFailedHint: 'Check your connection and try again in a moment.',
  matchNotFound: 'Match not found',
  matchNotFoundHint: 'There is no match at this address.',
  lineupsFailed: 'Line-ups could not be loaded',
  /** spec §2: the match centre before kick-off, and after it when the data source has none for the match. */
  lineupsBeforeKickoff: 'Match info will be available few hours to kick-off',
  lineupsNone: 'No line-ups were published for this match',
  statsBeforeKickoff: 'Match stats will be available when Match starts',
  statsNone: 'No statistics were recorded for this match',
  /**
   * issue 55: the embedded 2023/24 season (no API_FOOTBALL_KEY) has results and squads, never line-ups or match
   * statistics; the match page says so instead of promising them.
   */
  lineupsNeedProviderKey:
    'Line-ups come with a football data provider key. This app runs on its embedded 2023/24 season, which has each ' +
    "club's squad but not who played: the squads are listed below.",
  statsNeedProviderKey:
    'Match statistics come with a football data provider key. The embedded 2023/24 season has results, not statistics.',
  /** The heading of a club's squad on the Line Up tab: a squad, not a line-up. */
  squadHeading: (team: string, season: string) => `${team} squad, ${season}`,
  squadNone: 'No squad is known for this club.',
  injuriesNone: 'No injuries or suspensions reported.',
  substitutesNone: 'No substitutes named.',
  headToHeadNone: 'These teams have not met in the seasons we hold.',
  winProbabilityNone: 'No win probability is available for this match yet.',
  /** The match page's picks card: hidden until kick-off (spec §7 GET /match/{id}/picks), then maybe empty. */
  picksBeforeKickoff: "Everyone's predictions are revealed at kick-off.",
  picksNone: 'Nobody predicted this match.',
  /** A section of the match page whose data could not be loaded (the page has said so in a toast). */
  sectionFailed: 'This could not be loaded. Please try again later.',
  /** Match comments (issue 12). */
  commentsFailed: 'Comments could not be loaded',
  commentsEmpty: 'No comments yet. Be the first to say something.',
  /** 'Load more' asked for the next page of comments and it did not come (the ones shown stay). */
  commentsMoreFailed: 'More comments could not be loaded.',
  commentsSignIn: 'Sign in to join the conversation.',
  /** Beside the 'Comments' heading (spec §2): how many top-level comments the match has (replies not counted). */
  commentsCount: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
  commentDeleteTitle: 'Delete this comment?',
  commentDeleteBody: 'Its replies stay, under "comment deleted". This cannot be undone.',
} as const;
