/**
 * What the web app says by itself (toasts, alerts, error states) when no server message applies. The product's
 * catalogue of server and validation messages is `messages.ts`; these are the client's own words, kept in the contracts
 * so every user-facing message has one home (issue 9). Here are the words any page may need (the shell, the match
 * cards, the rankings); the words of one part of the app have their own module, so a page loads only its part
 * (docs/decisions/044): `auth-web-messages.ts`, `match-page-messages.ts`, `league-web-messages.ts`,
 * `profile-web-messages.ts`, and the match cards' words in `prediction-messages.ts`.
 */
export const clientMessages = {
  /** spec §9: the 10 s request timeout ran out. */
  timeout: 'The server took too long to answer. Please try again.',
  /** The caller cancelled the request (never shown: cancelled requests stay silent, spec §8). */
  cancelled: 'The request was cancelled',
} as const;

/**
 * issue 60 (ADR 116): the installed app's own words, apart so that only the service worker's registration (a chunk
 * loaded after the page) carries them.
 */
export const appUpdateMessages = {
  /** A new version of the app was installed; it is taken at the next change of page. */
  newVersionReady: 'A new version of Scoreline is ready: it will load on your next page change',
} as const;

export const webMessages = {
  /**
   * The server no longer accepts the stored session (signed out on another device, a password reset, expiry): said on
   * the sign-in page the player is sent to (issue 13). A blocked account gets errorMessages.accountBlocked instead.
   */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** A prediction was saved but the answer carried no message (spec §4: the card reads 'Prediction Applied'). */
  predictionApplied: 'Prediction Applied',
  /** The match card's other prediction states (spec §4). */
  submitPrediction: 'Submit Prediction',
  predictionSubmitting: 'Submitting...',
  predictionClosed: 'Prediction Closed',
  matchPostponed: 'Match Postponed',
  fullTime: 'Full time',
  /** Under every "could not be loaded" state that offers Try again (docs/decisions/010). */
  loadFailedHint: 'Check your connection and try again.',
  topTenFailed: "Couldn't load the top 10",
  fixturesFailed: "Couldn't load the fixtures",
  fixturesEmpty: 'Fixtures will appear here',
  fixturesEmptyHint:
    "As soon as the next round's fixtures are published you'll find them here, with kick-off times, ready for your predictions.",
  /** A ranking nothing has been scored in yet: the landing page's top 10 and the overall leaderboard. */
  noScoredPredictions: 'No scored predictions yet',
  topTenEmptyHint: 'The top 10 appears here once the first predictions have been scored.',
  leaderboardEmptyHint: 'Standings appear once the first predictions have been scored.',
  /** A filtered leaderboard with nobody in it (spec §2 Round / Range); dates as the filter shows them. */
  noScoredPredictionsInRound: (round: number) => `No scored predictions for Round ${round} yet`,
  noScoredPredictionsInRange: (start: string, end: string) => `No scored predictions between ${start} and ${end}`,
  leaderboardFilteredEmptyHint: 'Nobody has a scored prediction here. Try another round or range, or clear the filter.',
  /** ?page= beyond the last page of a ranking. */
  noSuchPage: (page: number) => `There is no page ${page}`,
  leaderboardFailed: 'The leaderboard could not be loaded',
  /** A ranking with nobody in it while the embedded run prepares the season (issue 14): not scored yet, not empty. */
  rankingPreparing: 'The season is being prepared',
  rankingPreparingDetail: 'The matches already played are being scored. The standings appear here by themselves.',
  roundFailed: 'Matches could not be loaded',
  roundFailedHint: 'Check your connection and try again, or go back to the current round.',
  /** ?round= names a round the season does not have (issue 13: said plainly, with the rounds still to pick from). */
  roundUnknownHint: 'Pick one of the rounds above, or go back to the current round.',
  /** A round (or, with none named, the season) without a match to list. */
  roundEmpty: (round: number) => `No upcoming match on round ${round}`,
  noMatchesScheduled: 'No matches have been scheduled yet',
  /** The leaderboard's date range filter (spec §2 Range). */
  rangeIncomplete: 'Enter a start and an end date as dd/mm/yyyy',
  /**
   * A range that ends before it starts: the filter's own check, and the API's answer to such a GET /score
   * (predictionMessages.rangeReversed is this text). Here because every leaderboard's filter says it (ADR 046).
   */
  rangeReversed: 'The range must end on or after its start',
  /** /leaderboard/{id} for an id no player has (issue 13: an honest state, not an endless skeleton). */
  playerNotFound: 'Player not found',
  /**
   * The selected-player header of a player without a rank (docs/decisions/010, 2026-12-02): no scored prediction yet,
   * or none in the round or range the leaderboard is filtered to. Never the spec's default '#1'.
   */
  notRankedYet: 'Not ranked yet',
  notRankedInView: 'Not ranked in this view',
  /** spec §6: the leaderboard and the round read by a visitor (issue 55), with the way in to predict. */
  visitorPrompt: 'You are browsing as a visitor. Sign in or sign up to predict scores and climb the leaderboard.',
  /** ?round= beyond the season on the leaderboard (issue 55: as the matches page says it, not a connection error). */
  leaderboardRoundUnknownHint: 'Pick another round, or go back to the overall standings.',
  /** The leaderboard's own-standing card for a visitor. */
  standingSignIn: 'Sign in to see your position and points on the leaderboard.',
  playerNotFoundHint: 'There is no player at this address. The leaderboard lists everyone who has scored.',
  /** Pinned players and around-me rows on every leaderboard (issue 12). */
  aroundMeEmpty: 'You are not ranked here yet: a scored prediction puts you on the board.',
  /** The error boundary's page. */
  pageCrashedTitle: 'Something went wrong',
  pageCrashed:
    'An unexpected error stopped this page. Reloading usually fixes it; if it keeps happening, please try again a little later.',
} as const;
