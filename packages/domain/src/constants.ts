/** spec §9 business constants. */
export const POINTS = { exact: 5, outcomeAndBucket: 3, outcome: 2, none: 0 } as const;
/**
 * spec §9: the prediction window (closes 600000 ms before kick-off) and the highest goals of a side. Their home is
 * the contracts' zod-free prediction-limits.ts (its messages and schemas state them; contracts never import
 * domain); the rules here and the web app read them from this package.
 */
export { MAX_PREDICTED_GOALS, PREDICTION_CLOSE_MS } from '@scoreline/contracts/plain';
/** spec §9: total goals of two or fewer fall in the '0-2' bucket, otherwise '3+'. */
export const GOAL_BUCKET_LIMIT = 2;
/** spec §9: e-mailed codes have 4 digits; only the embedded demo run keeps them (docs/decisions/013). */
export const OTP_LENGTH = 4;
/** issue 10: 4 digits are guessable; every other run sends this many by default and production refuses fewer. */
export const SAFE_OTP_LENGTH = 6;
/** spec §9: seconds before another code can be sent (the web app's countdown, the server's throttle). */
export const OTP_RESEND_SECONDS = 60;
export const REQUEST_TIMEOUT_MS = 10_000;
export const LANDING_LEADERBOARD_ROWS = 10;
export const STAT_BARS_INITIAL = 8;
export const STAT_BARS_TOGGLE_FROM = 5;
export const HEAD_TO_HEAD_INITIAL = 5;
export const HEAD_TO_HEAD_TOGGLE_FROM = 5;
export const ROUND_SCROLL_STEP_PX = 200;
/** spec §9 toast timings (react-hot-toast's defaults). */
export const TOAST_DURATION_MS = { error: 4000, blank: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;
