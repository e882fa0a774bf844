/**
 * Every message of the prediction calls (spec §8), and the match cards' own words
 * (moved here from web-messages.ts so pages without a card do not load them, docs/decisions/044). Zod-free (served by
 * @scoreline/contracts/plain); the limits they state are `prediction-limits.ts`.
 */
import { PREDICTION_CLOSE_MS } from './prediction-limits';
import { webMessages } from './web-messages';

export const predictionMessages = {
  saved: 'Prediction saved',
  alreadySaved: 'Prediction already saved',
  /** issue 13: a different score while the window is open replaces the pick (the latest saved pick counts). */
  updated: 'Prediction updated',
  /** No longer answered since issue 13 (a different score updates the pick); kept for clients of older servers. */
  conflict: 'You have already predicted this match',
  closed: `Predictions for this match are closed (they close ${PREDICTION_CLOSE_MS / 60_000} minutes before kick-off)`,
  postponed: 'This match has been postponed. Predictions reopen once it has a new kick-off.',
  matchNotFound: 'Match not found',
  /** issue 58: a knockout match whose teams are not known yet (docs/decisions/105); its card shows this too. */
  teamsNotKnown: 'This match opens for predictions when both teams are known.',
  picksBeforeKickoff: 'Picks are revealed at kick-off',
  /** A leaderboard date range that ends before it starts (the API's answer, and the web's own check). */
  rangeReversed: webMessages.rangeReversed,
  /** An operator's result for a match that has not kicked off yet. */
  resultBeforeKickoff: 'A result can only be entered once the match has kicked off',
  /** issue 13: a live score is for a match being played (kicked off, not over, not postponed or cancelled). */
  liveScoreNotPlaying: 'A live score can only be recorded while the match is being played',
  /** issue 55: clearing a live score the operators never recorded (or already cleared). */
  liveScoreNoneToClear: 'This match has no live score recorded by an operator',
  /** An operator's new kick-off for a match that is under way or over. */
  rescheduleStarted: 'Only a match that has not started can be rescheduled',
  /** An operator's answers: a result entered or corrected, a live score recorded, a kick-off moved. */
  resultSaved: 'Result saved',
  liveScoreSaved: 'Live score saved',
  liveScoreCleared: "Live score cleared: the provider's report stands again from the next sync",
  kickoffMoved: 'Kick-off moved',
} as const;

/**
 * issue 59 (docs/decisions/108): the joker's answers (PUT and DELETE /match/{id}/joker) and its words on the cards and
 * the competition's rules.
 */
export const jokerMessages = {
  set: 'Joker set: this pick counts double',
  moved: 'Joker moved: this pick counts double',
  alreadySet: 'Your joker is already on this match',
  removed: 'Joker removed',
  /** The round's joker is on a match whose window has closed: it is fixed (it can be neither moved nor removed). */
  fixed: 'Your joker for this round is on a match that has closed: it can no longer be moved',
  /** The match named has closed (or is postponed): a joker can be neither put on it nor taken off it. */
  closed: `This match is closed: a joker can be set, moved or removed until ${PREDICTION_CLOSE_MS / 60_000} minutes before kick-off`,
  needsPick: 'Save a pick for this match before playing your joker on it',
  notOnThisMatch: 'Your joker for this round is not on this match',
  off: 'This competition is played without jokers',
  /** The card's toggle (a button with aria-pressed) and what it says. */
  toggle: 'Joker',
  toggleLabel: (match: string) => `Joker on ${match}: this pick counts double`,
  onThisPick: 'Joker: counts double',
  fixedElsewhere: "This round's joker is on a match that has closed",
  /** A doubled pick's points: '2 × 3 pts'. */
  doubled: (multiplier: number, base: number) => `${multiplier} × ${base} pts`,
  /** The competition's rules. */
  rulesTitle: 'Rules',
  rulesOn: 'Jokers are on: one pick per stage can be your joker, and its points count double.',
  rulesOff: 'Jokers are off in this competition.',
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
  /** A finished match the player did not predict (spec §4: its result, and 0 points). */
  noPickPoints: 'No pick · 0 pts',
  /** The window closed on typing that was never saved (issue 55): the card shows the saved pick, or none. */
  changeNotSaved: 'Your change was not saved: the match closed',
  /** A card with one score typed (issue 55: Save all does not send it, and says so). */
  missingScore: (team: string) => `Add ${team}'s score to save this pick`,
  /** Beside Save all: how many cards hold one score of two (none: nothing is said). */
  incompletePicks: (count: number) => `${count} ${count === 1 ? 'pick is' : 'picks are'} missing a score`,
  saveAllHint: 'Scores you type are kept on this device until you save them.',
  nothingToSave: 'Type both scores of a match to save it',
  /** Save all found picks it cannot send (spec §5 'Invalid fields'), naming their matches ('Home vs Away'). */
  invalidPicks: (matches: readonly string[]) => `Invalid fields: ${matches.join(', ')}`,
  /**
   * issue 60 (ADR 116): a pick saved with no connection is kept on this device and sent when the connection returns;
   * the card says so instead of an error.
   */
  savedWhenOnline: "Offline: will save when you're back online",
} as const;
