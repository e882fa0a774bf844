/**
 * The prediction limits, alone so a page that states one (the landing page's closing time) loads no message.
 * Zod-free (served by @scoreline/contracts/plain); @scoreline/domain re-exports them for its rules.
 */

/** spec §9: prediction closes 10 minutes (600000 ms) before kick-off. */
export const PREDICTION_CLOSE_MS = 600_000;
/** A sane upper bound for a predicted side's goals (the record top-flight score is 13), and for an entered result. */
export const MAX_PREDICTED_GOALS = 99;
/** spec §2: the full leaderboard shows 20 players a page (GET /score's default size). */
export const LEADERBOARD_PAGE_SIZE = 20;
