import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { validationMessages } from './messages';
import { idNumber, intQueryParam, MAX_ID, safeString, strictObject } from './primitives';

/** spec §7 POST /prediction: `prediction` is 'H:A' (spec §3); parsed and bounded by @scoreline/domain. */
export const predictionBodySchema = strictObject({
  matchId: idNumber(validationMessages.invalidFields),
  prediction: safeString({ error: validationMessages.invalidFields }).regex(/^\s*\d{1,2}\s*:\s*\d{1,2}\s*$/, {
    message: validationMessages.invalidFields,
  }),
}).meta({ id: 'PredictionRequest' });
export type PredictionBody = z.infer<typeof predictionBodySchema>;

export const savedPredictionSchema = z
  .object({ matchId: z.number().int(), prediction: z.string(), points: z.number().int().nullable() })
  .meta({ id: 'SavedPrediction' });
export const predictionResponseSchema = successEnvelope(savedPredictionSchema);

export const predictionMessages = {
  saved: 'Prediction saved',
  alreadySaved: 'Prediction already saved',
  conflict: 'You have already predicted this match',
  closed: 'Predictions for this match are closed (they close 10 minutes before kick-off)',
  postponed: 'This match has been postponed. Predictions reopen once it has a new kick-off.',
  matchNotFound: 'Match not found',
  picksBeforeKickoff: 'Picks are revealed at kick-off',
  /** An operator's result for a match that has not kicked off yet. */
  resultBeforeKickoff: 'A result can only be entered once the match has kicked off',
  /** An operator's new kick-off for a match that is under way or over. */
  rescheduleStarted: 'Only a match that has not started can be rescheduled',
} as const;

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
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

const isoDate = z.iso.date({ message: 'Dates must be written as YYYY-MM-DD' });
const roundMessage = 'Round must be a whole number of 1 or more';

const pageMessage = 'Page must be a whole number from 1 to 100000';
const sizeMessage = 'Size must be between 1 and 100';

export const leaderboardQuerySchema = strictObject({
  round: intQueryParam({ min: 1, max: MAX_ID, message: roundMessage }).optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  page: intQueryParam({ min: 1, max: 100_000, message: pageMessage }).default(1),
  size: intQueryParam({ min: 1, max: 100, message: sizeMessage }).default(20),
}).superRefine((query, ctx) => {
  if ((query.start === undefined) !== (query.end === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'A date range needs both start and end' });
  } else if (query.start && query.end && query.start > query.end) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'The range must end on or after its start' });
  }
  if (query.round !== undefined && query.start !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['round'], message: 'Filter by a round or by a date range, not both' });
  }
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const TIE_BREAK_DESCRIPTION = 'Points, then exact scores, then correct outcomes, then earlier sign-up';

export const leaderboardSchema = z
  .object({
    results: z.array(leaderboardEntrySchema),
    rounds: z.object({ total_rounds: z.number().int(), current_round: z.number().int().nullable() }),
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
    tieBreak: z.string(),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardResponseSchema = successEnvelope(leaderboardSchema);

// --- Operators (issue #5) ---

const goalsField = (side: string) =>
  z
    .number({ error: `${side} must be a whole number from 0 to 99` })
    .int({ message: `${side} must be a whole number from 0 to 99` })
    .min(0, { message: `${side} must be a whole number from 0 to 99` })
    .max(99, { message: `${side} must be a whole number from 0 to 99` });

export const matchResultBodySchema = strictObject({ home: goalsField('home'), away: goalsField('away') }).meta({
  id: 'MatchResultRequest',
});

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
