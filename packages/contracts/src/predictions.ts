import './zod-setup';
import { z } from 'zod';
import { ALL_COMPETITIONS, competitionMessages, competitionQueryParam } from './competitions';
import { successEnvelope } from './envelope';
import { validationMessages } from './messages';
import { LEADERBOARD_PAGE_SIZE, MAX_PREDICTED_GOALS } from './prediction-limits';
import { predictionMessages } from './prediction-messages';
import { idNumber, intQueryParam, MAX_ID, pageQueryParam, safeString, strictObject } from './primitives';

/** A side's goals in 'H:A': as many digits as MAX_PREDICTED_GOALS has (the domain's parser checks the bound). */
const goalDigits = `\\d{1,${String(MAX_PREDICTED_GOALS).length}}`;

/** spec §7 POST /prediction: `prediction` is 'H:A' (spec §3); parsed and bounded by @scoreline/domain. */
export const predictionBodySchema = strictObject({
  matchId: idNumber(validationMessages.invalidFields),
  prediction: safeString({ error: validationMessages.invalidFields }).regex(
    new RegExp(`^\\s*${goalDigits}\\s*:\\s*${goalDigits}\\s*$`),
    { message: validationMessages.invalidFields },
  ),
}).meta({ id: 'PredictionRequest' });
export type PredictionBody = z.infer<typeof predictionBodySchema>;

export const savedPredictionSchema = z
  .object({ matchId: z.number().int(), prediction: z.string(), points: z.number().int().nullable() })
  .meta({ id: 'SavedPrediction' });
export const predictionResponseSchema = successEnvelope(savedPredictionSchema);

/**
 * issue 59 (docs/decisions/108): PUT and DELETE /match/{id}/joker answer the caller's joker of that match's round after
 * the change: the match it is on, or null once removed.
 */
export const roundJokerSchema = z
  .object({
    round: z.number().int().positive(),
    matchId: z.number().int().positive().nullable(),
  })
  .meta({ id: 'RoundJoker' });
export type RoundJoker = z.infer<typeof roundJokerSchema>;
export const roundJokerResponseSchema = successEnvelope(roundJokerSchema);

/** After kick-off (never before) a match's picks are visible to everyone. */
export const matchPicksSchema = z
  .object({
    matchId: z.number().int(),
    total: z.number().int(),
    outcomes: z.object({ home: z.number().int(), draw: z.number().int(), away: z.number().int() }),
    topScores: z.array(z.object({ prediction: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'MatchPicks' });
export type MatchPicks = z.infer<typeof matchPicksSchema>;
export const matchPicksResponseSchema = successEnvelope(matchPicksSchema);

// --- Leaderboard (spec §2 Leaderboard, §3 Leaderboard entry, §7 GET /score) ---

export const progressIndicatorSchema = z.enum(['UP', 'DOWN', 'SAME']);

export const leaderboardEntrySchema = z
  .object({
    position: z.number().int(),
    user: z.object({ id: z.number().int(), username: z.string(), profile_picture: z.string().nullable() }),
    totalPoints: z.number().int(),
    hasABadge: z.boolean(),
    stats: z.object({
      progressIndicator: progressIndicatorSchema,
      /** Unfiltered: points in the latest completed round; filtered: points within the filter. */
      previous_round_score: z.number().int(),
      average_points_per_prediction: z.number(),
      exact_scores: z.number().int(),
      correct_outcomes: z.number().int(),
      scored_predictions: z.number().int(),
    }),
    /** The signed-in player has pinned this player (POST /pins); always false when signed out. */
    isPinned: z.boolean(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

const isoDate = z.iso.date({ message: 'Dates must be written as YYYY-MM-DD' });
const roundMessage = 'Round must be a whole number of 1 or more';

const sizeMessage = 'Size must be between 1 and 100';
const aroundMessage = "around can only be 'me'";

/** Rows shown on each side of the signed-in player with `around=me`. */
export const AROUND_ME_ROWS = 5;
const provisionalMessage = 'Provisional must be true or false';

/** A table's filters: GET /score's and its CSV export's. */
const tableFilters = {
  round: intQueryParam({ min: 1, max: MAX_ID, message: roundMessage }).optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  /**
   * issue 13: `true` ranks as if every live match ended now (labelled `provisional` in the answer); equal to the
   * normal leaderboard when nothing is live.
   */
  provisional: z
    .enum(['true', 'false'], { message: provisionalMessage })
    .optional()
    .transform((value) => value === 'true'),
  /**
   * issue 58: a competition-season's slug (without it the default competition), or `all`: every competition-season
   * summed, an overall table only.
   */
  competition: competitionQueryParam(),
};

type TableFilters = { round?: number; start?: string; end?: string; provisional: boolean; competition?: string };

function refineFilters(query: TableFilters, ctx: z.RefinementCtx) {
  if (query.competition === ALL_COMPETITIONS && (query.round !== undefined || query.start || query.provisional)) {
    ctx.addIssue({ code: 'custom', path: ['competition'], message: competitionMessages.allIsOverall });
  }
  if ((query.start === undefined) !== (query.end === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'A date range needs both start and end' });
  } else if (query.start && query.end && query.start > query.end) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: predictionMessages.rangeReversed });
  }
  if (query.round !== undefined && query.start !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['round'], message: 'Filter by a round or by a date range, not both' });
  }
}

export const leaderboardQuerySchema = strictObject({
  ...tableFilters,
  page: pageQueryParam(),
  size: intQueryParam({ min: 1, max: 100, message: sizeMessage }).default(LEADERBOARD_PAGE_SIZE),
  /** `me`: also answer the rows just above and below the signed-in player (`around`), in the same filter. */
  around: z.enum(['me'], { message: aroundMessage }).optional(),
}).superRefine(refineFilters);
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** Issue 60: a table's CSV export takes its filters, not a page (it is the whole table). */
export const tableExportQuerySchema = strictObject(tableFilters).superRefine(refineFilters);
export type TableExportQuery = z.infer<typeof tableExportQuerySchema>;

export const TIE_BREAK_DESCRIPTION = 'Points, then exact scores, then correct outcomes, then earlier sign-up';

export const leaderboardSchema = z
  .object({
    results: z.array(leaderboardEntrySchema),
    rounds: z.object({
      total_rounds: z.number().int(),
      current_round: z.number().int().nullable(),
      /** issue 58: every round's stage name ('Matchday 27', 'Round of 16'), for the round filter. */
      stages: z.array(z.object({ round: z.number().int().positive(), name: z.string() })),
    }),
    filter: z.object({
      kind: z.enum(['overall', 'round', 'range']),
      round: z.number().int().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
    }),
    /** The latest round whose matches are all over (movement compares ranks after it with before it). */
    latest_completed_round: z.number().int().nullable(),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    /** The signed-in player's own entry, wherever it is (null when signed out or not ranked). */
    me: leaderboardEntrySchema.nullable(),
    /**
     * With `around=me`: up to AROUND_ME_ROWS entries above the signed-in player, theirs, and up to AROUND_ME_ROWS
     * below, in the same filter ([] when signed out or not ranked in it); null when not asked for.
     */
    around: z.array(leaderboardEntrySchema).nullable(),
    /** The signed-in player's pinned players ranked in this filter, in ranking order ([] when signed out). */
    pinned: z.array(leaderboardEntrySchema),
    tieBreak: z.string(),
    /** issue 13: true when the ranking counts every live match as if it ended now ("if it ended now" view). */
    provisional: z.boolean(),
    /** The live matches counted in a provisional ranking; null on the normal leaderboard (not counted there). */
    liveMatches: z.number().int().nullable(),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardResponseSchema = successEnvelope(leaderboardSchema);

// --- Operators (issue #5) ---

const goalsField = (side: string) => {
  const message = `${side} must be a whole number from 0 to ${MAX_PREDICTED_GOALS}`;
  return z.number({ error: message }).int({ message }).min(0, { message }).max(MAX_PREDICTED_GOALS, { message });
};

export const matchResultBodySchema = strictObject({ home: goalsField('home'), away: goalsField('away') }).meta({
  id: 'MatchResultRequest',
});

/**
 * issue 13: an operator records a match's score while it is played (a goal, the minute), for when the provider is
 * late or absent; it reaches the live streams and the players' provisional points. It outranks the provider's live
 * reports until the operator clears it (DELETE) or the match is over (issue 55, ADR 066).
 */
export const matchLiveScoreBodySchema = strictObject({
  home: goalsField('home'),
  away: goalsField('away'),
  elapsed: z
    .number({ error: 'elapsed must be the minute played, a whole number from 1 to 130' })
    .int({ message: 'elapsed must be the minute played, a whole number from 1 to 130' })
    .min(1, { message: 'elapsed must be the minute played, a whole number from 1 to 130' })
    .max(130, { message: 'elapsed must be the minute played, a whole number from 1 to 130' }),
}).meta({ id: 'MatchLiveScoreRequest' });

/** Kick-offs are moved within football's calendar; year 0 or 9999 is a typo (and out of a timestamp's range). */
const kickoffYears = { min: 1990, max: 2100 } as const;
const kickoffMessage = `date must be an ISO 8601 date-time between ${kickoffYears.min} and ${kickoffYears.max}`;

export const matchKickoffBodySchema = strictObject({
  date: z.iso.datetime({ offset: true, message: kickoffMessage }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= kickoffYears.min && year <= kickoffYears.max;
  }, kickoffMessage),
}).meta({ id: 'MatchKickoffRequest' });

export const adminMatchSchema = z
  .object({
    id: z.number().int(),
    status: z.string(),
    kickoff: z.string(),
    goals: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
    scoredPredictions: z.number().int(),
  })
  .meta({ id: 'AdminMatch' });
export const adminMatchResponseSchema = successEnvelope(adminMatchSchema);
