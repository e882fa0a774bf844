/**
 * Issue 59 (docs/decisions/108): the joker. One pick per stage (a round of a competition-season) counts double; it is
 * set, moved or removed while its match's prediction window is open, and fixed once that window closes.
 */

/** The multiplier `scorePrediction` gets for a player's joker of the round (every other pick: 1). */
export const JOKER_MULTIPLIER = 2;

/** The multiplier of a pick: the joker's, or 1. */
export function multiplierOf(isJoker: boolean): number {
  return isJoker ? JOKER_MULTIPLIER : 1;
}

/** Why a joker change is refused: the match it would go to (or leave) is closed, or the round's joker is fixed. */
export type JokerRefusal = 'matchClosed' | 'jokerFixed';

/**
 * Whether a player may put the round's joker on a match, or take it off (`target` null): the match named must be open
 * (a window closed, or a postponed match, refuses), and the round's current joker must be on an open one (the joker of
 * a closed match is fixed: neither moved nor removed). Null when allowed.
 */
export function jokerChangeRefusal(change: {
  /** The match named by the call: open for predictions now? */
  matchOpen: boolean;
  /** The round's joker now (null: none), and whether its match is still open. */
  current: { matchId: number; open: boolean } | null;
  /** The match named by the call. */
  matchId: number;
}): JokerRefusal | null {
  const { matchOpen, current } = change;
  if (current && !current.open) return 'jokerFixed';
  if (!matchOpen) return 'matchClosed';
  return null;
}
