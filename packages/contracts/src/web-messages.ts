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
  /**
   * The server no longer accepts the stored session (signed out on another device, a password reset, expiry): said on
   * the sign-in page the player is sent to (issue 13). A blocked account gets errorMessages.accountBlocked instead.
   */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** Sign-up succeeded but the answer carried no message. */
  accountCreated: 'Account created',
  /** The password rules (spec §5) said under the sign-up and new-password fields; the minimum is `limits.passwordMin`. */
  passwordHint: (minLength: number) =>
    `At least ${minLength} characters, with an uppercase letter, a lowercase letter and a number.`,
  /** The OTP page's resend button: counting down the wait (spec §9), then offering a new code. */
  resendIn: (seconds: number) => `Resend in ${seconds}`,
  resendOtp: 'RESEND OTP',
  /** The confirmation pages at the end of the sign-up and password reset flows (spec §2). */
  emailVerifiedTitle: 'Email verified',
  emailVerified: 'Your email address has been verified. Log in to start predicting.',
  passwordResetTitle: 'Password reset',
  passwordResetDone: 'Your password has been reset successfully. Log in with your new password.',
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
  injuriesNone: 'No injuries or suspensions reported.',
  substitutesNone: 'No substitutes named.',
  headToHeadNone: 'These teams have not met in the seasons we hold.',
  winProbabilityNone: 'No win probability is available for this match yet.',
  /** The match page's picks card: hidden until kick-off (spec §7 GET /match/{id}/picks), then maybe empty. */
  picksBeforeKickoff: "Everyone's predictions are revealed at kick-off.",
  picksNone: 'Nobody predicted this match.',
  /** A section of the match page whose data could not be loaded (the page has said so in a toast). */
  sectionFailed: 'This could not be loaded. Please try again later.',
  /** The leaderboard's date range filter (spec §2 Range). */
  rangeIncomplete: 'Enter a start and an end date as dd/mm/yyyy',
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
  /** Private leagues (issue 12). */
  leaguesFailed: 'Your leagues could not be loaded',
  leagueNoRoundWinner: 'No completed round has a winner in this league yet.',
  leaguesEmptyTitle: 'No leagues yet',
  leaguesEmpty: 'You are not in a private league yet. Join one with a code or create your own.',
  /** /leaderboard/{id} for an id no player has (issue 13: an honest state, not an endless skeleton). */
  playerNotFound: 'Player not found',
  /**
   * The selected-player header of a player without a rank (docs/decisions/010, 2026-12-02): no scored prediction yet,
   * or none in the round or range the leaderboard is filtered to. Never the spec's default '#1'.
   */
  notRankedYet: 'Not ranked yet',
  notRankedInView: 'Not ranked in this view',
  /** The leaderboard's own-standing card for a visitor. */
  standingSignIn: 'Sign in to see your position and points on the leaderboard.',
  playerNotFoundHint: 'There is no player at this address. The leaderboard lists everyone who has scored.',
  leagueNotFound: 'League not found',
  leagueNotFoundHint: 'This league does not exist, or you are not one of its members.',
  leagueFailed: 'This league could not be loaded',
  leagueShareHint: 'Share this invite code with others to join',
  leagueSaveCodeHint: 'Please ensure to save your code to prevent any loss.',
  codeCopied: 'Copied',
  /** The clipboard is not available (e.g. an insecure page): the code is selected for the player to copy. */
  codeCopyManually: 'Press Ctrl+C (or long-press and Copy) to copy the selected code',
  leagueLeaveTitle: (leagueName: string) => `Leave ${leagueName}?`,
  leagueLeaveBody: 'You can join again later with an invite code.',
  /**
   * The owner leaving (the API: POST /private-leagues/{id}/leave hands the league to its longest-standing active
   * member, or deletes it when the owner is alone in it).
   */
  leagueLeaveOwnerBody: (heir: string) =>
    `@${heir}, the longest-standing member, becomes the owner. You can join again later with an invite code.`,
  leagueLeaveLastBody:
    'You are its only member, so leaving deletes the league and its leaderboard. This cannot be undone.',
  leagueDeleteTitle: (leagueName: string) => `Delete ${leagueName}?`,
  leagueDeleteBody: 'The league and its leaderboard are removed for every member. This cannot be undone.',
  /** The owner's 'New invite code' (POST /private-leagues/{id}/code): every code and link shared so far stops working. */
  leagueNewCodeTitle: 'Make a new invite code?',
  leagueNewCodeBody:
    'The current invite code and share link stop working, for everyone you have sent them to. Members stay in the league, and players you removed can join with the new code.',
  leagueNewCodeConfirm: 'Make a new code',
  leagueRemoveTitle: (username: string) => `Remove @${username} from the league?`,
  leagueRemoveBody:
    'They cannot join again with the current invite code. A new code you make lets them back in if you send it to them.',
  leagueJoining: 'Joining the league...',
  /** Pinned players and around-me rows on every leaderboard (issue 12). */
  aroundMeEmpty: 'You are not ranked here yet: a scored prediction puts you on the board.',
  /** The error boundary's page. */
  pageCrashedTitle: 'Something went wrong',
  pageCrashed:
    'An unexpected error stopped this page. Reloading usually fixes it; if it keeps happening, please try again a little later.',
} as const;

/** The profile pages' own words (issue #11): load failures and honest empty states; the rest is `profileMessages`. */
export const profileWebMessages = {
  profileFailed: 'This profile could not be loaded',
  badgesFailed: 'Badges could not be loaded',
  badgeLogsFailed: 'The awards could not be loaded',
  insightsFailed: 'Insights could not be loaded',
  teamsFailed: 'The clubs could not be loaded',
  /** The favourite-team picker when the competitions, or the chosen competition's clubs, are not there yet. */
  noClubs: 'No clubs to choose from yet',
  noClubsHint: "The clubs appear here once the season's competitions are loaded. Please try again later.",
  noFavouriteTeam: 'Not chosen yet',
  /** Under each read-only identity field of the edit page (spec §2: first name, last name, username, email). */
  identityReadOnly: "Can't be changed",
  /** Under the picture chooser: profileMessages.pictureNotImage's kinds and pictureTooLarge's size. */
  pictureHint: 'JPEG, PNG, WebP or GIF, up to 2 MB.',
  /** The edit page's picture removal (docs/decisions/040): said until UPDATE CHANGES saves it, and undone by Keep. */
  pictureRemoveLabel: 'Remove picture',
  pictureKeepLabel: 'Keep picture',
  pictureWillBeRemoved: 'Your picture will be removed when you update.',
  ownNoBadges: 'No badges yet. The badges you earn will appear here.',
  noBadges: 'This player has not earned a badge yet.',
  ownNoInsights: 'No scored predictions yet. Your charts appear once your first predictions are scored.',
  noInsights: 'This player has no scored predictions yet.',
  noTeamInsights: 'Team averages appear after 3 scored predictions in matches of the same club.',
} as const;

/** The leaderboard's "if it ended now" view during live matches (issue 13). */
export const provisionalMessages = {
  toggle: 'If live matches ended now',
  banner: (liveMatches: number) =>
    `Provisional: ${liveMatches === 1 ? 'the live match counts' : `the ${liveMatches} live matches count`} as if ${
      liveMatches === 1 ? 'it' : 'they'
    } ended now. Points are final only at full time.`,
  nothingLive: 'No match is live now: these are the final standings.',
} as const;

/** The match cards' words (issue 13): what was picked, what it earned and by which rule, and how long is left. */
export const predictionCardMessages = {
  yourPick: 'Your pick',
  noPick: 'No pick',
  final: 'Final',
  /** spec §9's rules, as the card names them beside the points. */
  rules: {
    exact: 'exact score',
    outcomeAndBucket: 'right winner and goal range',
    outcome: 'right winner',
    none: 'no points',
  },
  closesIn: (left: string) => `Closes in ${left}`,
  /** While the match is live: the points the pick would earn if it ended now. */
  ifItEndedNow: 'If it ended now',
  change: 'Change',
  saveChange: 'Save change',
  cancelChange: 'Cancel',
  saveAll: (count: number) => `Save all (${count})`,
  saveAllHint: 'Scores you type are kept on this device until you save them.',
  nothingToSave: 'Type both scores of a match to save it',
  /** Save all found picks it cannot send (spec §5 'Invalid fields'), naming their matches ('Home vs Away'). */
  invalidPicks: (matches: readonly string[]) => `Invalid fields: ${matches.join(', ')}`,
} as const;
