/**
 * Pinned players on every leaderboard (issue 12, ADR 020): their limit and messages, apart from the leagues' so the
 * leaderboard's pages load only these. Zod-free (served by @scoreline/contracts/plain).
 */

/** Players one player may pin. */
export const MAX_PINS = 20;

export const pinMessages = {
  userIdInvalid: 'User id must be a positive whole number',
  pinned: 'Player pinned',
  alreadyPinned: 'Player already pinned',
  unpinned: 'Player unpinned',
  notPinned: 'This player is not pinned',
  playerNotFound: 'Player not found',
  cannotPinSelf: 'You cannot pin yourself',
  tooMany: `You can pin at most ${MAX_PINS} players. Unpin one to pin another.`,
} as const;
