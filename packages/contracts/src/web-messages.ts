/**
 * What the web app says by itself (toasts, alerts, error states) when no server message applies. The product's
 * catalogue of server and validation messages is `messages.ts`; these are the client's own words, kept here so every
 * user-facing message has one home (issue 9).
 */
export const clientMessages = {
  /** spec §9: the 10 s request timeout ran out. */
  timeout: 'The server took too long to answer. Please try again.',
  /** The caller cancelled the request (never shown: cancelled requests stay silent, spec §8). */
  cancelled: 'The request was cancelled',
} as const;

export const webMessages = {
  /** Sign-up succeeded but the answer carried no message. */
  accountCreated: 'Account created',
  /** A prediction was saved but the answer carried no message (spec §4: the card reads 'Prediction Applied'). */
  predictionApplied: 'Prediction Applied',
  /** Under every "could not be loaded" state that offers Try again (docs/decisions/010). */
  loadFailedHint: 'Check your connection and try again.',
  topTenFailed: "Couldn't load the top 10",
  fixturesFailed: "Couldn't load the fixtures",
  leaderboardFailed: 'The leaderboard could not be loaded',
  roundFailed: 'Matches could not be loaded',
  roundFailedHint: 'Check your connection and try again, or go back to the current round.',
  matchFailed: 'This match could not be loaded',
  matchFailedHint: 'Check your connection and try again in a moment.',
  matchNotFound: 'Match not found',
  matchNotFoundHint: 'There is no match at this address.',
  lineupsFailed: 'Line-ups could not be loaded',
  /** A section of the match page whose data could not be loaded (the page has said so in a toast). */
  sectionFailed: 'This could not be loaded. Please try again later.',
  /** The leaderboard's date range filter (spec §2 Range). */
  rangeIncomplete: 'Enter a start and an end date as dd/mm/yyyy',
  rangeReversed: 'The range must end on or after its start',
  /** The error boundary's page. */
  pageCrashedTitle: 'Something went wrong',
  pageCrashed:
    'An unexpected error stopped this page. Reloading usually fixes it; if it keeps happening, please try again a little later.',
} as const;
