import { z } from 'zod';
import { successEnvelope } from './envelope';
import { validationMessages } from './messages';

/** spec §7 POST /prediction: `prediction` is 'H:A' (spec §3); parsed and bounded by @scoreline/domain. */
export const predictionBodySchema = z
  .object({
    matchId: z
      .number({ error: validationMessages.invalidFields })
      .int({ message: validationMessages.invalidFields })
      .positive({ message: validationMessages.invalidFields }),
    prediction: z
      .string({ error: validationMessages.invalidFields })
      .regex(/^\s*\d{1,2}\s*:\s*\d{1,2}\s*$/, { message: validationMessages.invalidFields }),
  })
  .meta({ id: 'PredictionRequest' });
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

export const leaderboardQuerySchema = z
  .object({
    round: z.coerce
      .number({ error: roundMessage })
      .int({ message: roundMessage })
      .min(1, { message: roundMessage })
      .optional(),
    start: isoDate.optional(),
    end: isoDate.optional(),
    page: z.coerce
      .number({ error: 'Page must be 1 or more' })
      .int({ message: 'Page must be 1 or more' })
      .min(1, { message: 'Page must be 1 or more' })
      .max(100_000)
      .default(1),
    size: z.coerce
      .number({ error: 'Size must be between 1 and 100' })
      .int({ message: 'Size must be between 1 and 100' })
      .min(1, { message: 'Size must be between 1 and 100' })
      .max(100, { message: 'Size must be between 1 and 100' })
      .default(20),
  })
  .superRefine((query, ctx) => {
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

export const matchResultBodySchema = z
  .object({ home: goalsField('home'), away: goalsField('away') })
  .meta({ id: 'MatchResultRequest' });

export const matchKickoffBodySchema = z
  .object({ date: z.iso.datetime({ offset: true, message: 'date must be an ISO 8601 date-time' }) })
  .meta({ id: 'MatchKickoffRequest' });

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
