/**
 * The leaderboard's provisional standings' words (issue 13), apart from the match cards' so the leaderboard loads only
 * these. Zod-free (served by @scoreline/contracts/plain).
 */

/** The leaderboard's "if it ended now" view during live matches. */
export const provisionalMessages = {
  toggle: 'If live matches ended now',
  banner: (liveMatches: number) =>
    `Provisional: ${liveMatches === 1 ? 'the live match counts' : `the ${liveMatches} live matches count`} as if ${
      liveMatches === 1 ? 'it' : 'they'
    } ended now. Points are final only at full time.`,
  nothingLive: 'No match is live now: these are the final standings.',
} as const;
