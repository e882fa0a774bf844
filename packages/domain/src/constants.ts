/** spec §9 business constants. */
export const POINTS = { exact: 5, outcomeAndBucket: 3, outcome: 2, none: 0 } as const;
/** spec §9: prediction closes 10 minutes (600000 ms) before kick-off. */
export const PREDICTION_CLOSE_MS = 600_000;
/** spec §9: total goals of two or fewer fall in the '0-2' bucket, otherwise '3+'. */
export const GOAL_BUCKET_LIMIT = 2;
/** A sane upper bound for a predicted side's goals (the record top-flight score is 13). */
export const MAX_PREDICTED_GOALS = 99;
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;
export const REQUEST_TIMEOUT_MS = 10_000;
export const LANDING_LEADERBOARD_ROWS = 10;
export const BADGES_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 10;
export const STAT_BARS_INITIAL = 8;
export const STAT_BARS_TOGGLE_FROM = 5;
export const HEAD_TO_HEAD_INITIAL = 5;
export const HEAD_TO_HEAD_TOGGLE_FROM = 5;
export const ROUND_SCROLL_STEP_PX = 200;
export const MOBILE_BREAKPOINT_PX = 640;
/** spec §9 toast timings (react-hot-toast's defaults). */
export const TOAST_DURATION_MS = { error: 4000, blank: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;
