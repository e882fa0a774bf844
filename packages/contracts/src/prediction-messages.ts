/**
 * The limits and every message of the prediction calls (spec §8). Zod-free (served by @scoreline/contracts/plain);
 * @scoreline/domain re-exports the limits for its rules.
 */

/** spec §9: prediction closes 10 minutes (600000 ms) before kick-off. */
export const PREDICTION_CLOSE_MS = 600_000;
/** A sane upper bound for a predicted side's goals (the record top-flight score is 13), and for an entered result. */
export const MAX_PREDICTED_GOALS = 99;
/** spec §2: the full leaderboard shows 20 players a page (GET /score's default size). */
export const LEADERBOARD_PAGE_SIZE = 20;

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
  picksBeforeKickoff: 'Picks are revealed at kick-off',
  /** A leaderboard date range that ends before it starts (the API's answer, and the web's own check). */
  rangeReversed: 'The range must end on or after its start',
  /** An operator's result for a match that has not kicked off yet. */
  resultBeforeKickoff: 'A result can only be entered once the match has kicked off',
  /** issue 13: a live score is for a match being played (kicked off, not over, not postponed or cancelled). */
  liveScoreNotPlaying: 'A live score can only be recorded while the match is being played',
  /** An operator's new kick-off for a match that is under way or over. */
  rescheduleStarted: 'Only a match that has not started can be rescheduled',
  /** An operator's answers: a result entered or corrected, a live score recorded, a kick-off moved. */
  resultSaved: 'Result saved',
  liveScoreSaved: 'Live score saved',
  kickoffMoved: 'Kick-off moved',
} as const;
