/**
 * The web app's own words for one part of it, zod-free (served by @scoreline/contracts/plain). Each part has its own
 * module so a page loads only its part (docs/decisions/044); `web-messages.ts` holds the words every page may need.
 */

/** What the private league pages say by themselves (issue 12): load failures, empty states, confirmations. */
export const leagueWebMessages = {
  /** Private leagues (issue 12). */
  leaguesFailed: 'Your leagues could not be loaded',
  /** A share link opened signed out (issue 55): which league invites them, before they sign in or sign up. */
  inviteTitle: (leagueName: string) => `You are invited to join ${leagueName}`,
  inviteMembers: (count: number) => `${count} ${count === 1 ? 'player' : 'players'} in this private league`,
  inviteSignIn: 'Sign in or sign up to join. You will come back here to accept the invitation.',
  inviteFailed: 'This invitation could not be loaded',
  inviteLoading: 'Looking up the invitation…',
  leagueNoRoundWinner: 'No completed round has a winner in this league yet.',
  leaguesEmptyTitle: 'No leagues yet',
  leaguesEmpty: 'You are not in a private league yet. Join one with a code or create your own.',
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
  /** Issue 58 (ADR 106): the competitions a league plays, chosen when it is created and added to by its owner. */
  createCompetitionsLegend: 'Competitions the league plays',
  createCompetitionsHint: 'Its table can show each one, or all of them together.',
  leagueCompetitionsTitle: 'Competitions',
  leagueCompetitionsLabel: 'Competitions this league plays',
  leagueTableCompetition: 'League table',
  leagueAddCompetition: 'Add a competition',
  leagueAddCompetitionButton: 'Add',
  /**
   * Issue 59 (ADR 112): a league's rules, chosen when it is created and changed by its owner until the first match of
   * its competitions since its creation kicks off.
   */
  createRulesLegend: 'League rules',
  createRulesHint: "You can change them until the league's first match kicks off.",
  rulesJokersLabel: 'Jokers count double',
  rulesBonusLabel: 'Bonus questions count',
  leagueRulesTitle: 'Rules',
  leagueRulesLabel: "This league's rules",
  rulesJokers: (on: boolean) => `Jokers: ${on ? 'on' : 'off'}`,
  rulesBonus: (on: boolean) => `Bonus questions: ${on ? 'on' : 'off'}`,
  rulesJokersOff: "A joker's pick counts its normal points in this league's table (other tables still double it).",
  rulesOpenUntil: (when: string) => `The owner can change them until the league's first match kicks off: ${when}.`,
  rulesOpen: "The owner can change them until the league's first match kicks off.",
  rulesLockedSince: (when: string) =>
    `Fixed since the league's first match kicked off (${when}), so every match counts by the same rules.`,
  rulesChange: 'Change the rules',
  rulesSave: 'Save rules',
  /** Heading the league page: its table over one competition or all of them. */
  leagueShowing: (competition: string) => `${competition} table`,
} as const;

/** The round's winner(s) and biggest climber, said out loud once a round completes (issue 59, ADR 110). */
export const roundHighlightsWords = {
  title: (stage: string) => `${stage}: the round's story`,
  winner: (count: number) => (count > 1 ? 'Round winners' : 'Round winner'),
  points: (points: number) => `${points} pts`,
  climber: 'Biggest climber',
  places: (places: number) => `up ${places} ${places === 1 ? 'place' : 'places'}`,
  climb: (from: string, to: string) => `${from} → ${to}`,
  noWinner: 'Nobody scored in this round.',
} as const;
