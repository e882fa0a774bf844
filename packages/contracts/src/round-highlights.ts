import { z } from 'zod';
import { successEnvelope } from './envelope';

const highlightedPlayerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_picture: z.string().nullable(),
});

/**
 * GET /score/highlights (issue 59, ADR 110): the latest completed round of a competition-season said out loud, for the
 * leaderboard's banner: its winner(s) (the most points in that round; ties share it) and its biggest climber (the most
 * places gained in the overall table over that round; the better place now breaks a tie).
 */
export const roundHighlightsSchema = z
  .object({
    /** The latest round whose matches are all over, and its stage's name ('Matchday 27', 'Round of 16'). */
    round: z.number().int(),
    stage: z.string(),
    /** Null when nobody scored a point in that round. */
    winners: z.object({ points: z.number().int(), users: z.array(highlightedPlayerSchema) }).nullable(),
    /** Null after the first completed round (nothing to climb from) or when nobody rose. */
    climber: z
      .object({
        user: highlightedPlayerSchema,
        /** The overall place after the round before, and after this one. */
        from: z.number().int().positive(),
        to: z.number().int().positive(),
      })
      .nullable(),
  })
  .meta({ id: 'RoundHighlights' });
export type RoundHighlights = z.infer<typeof roundHighlightsSchema>;
/** Null before any round of the competition-season is complete. */
export const roundHighlightsResponseSchema = successEnvelope(roundHighlightsSchema.nullable());
