import { z } from 'zod';
import { competitionQueryParam, competitionSlugParam } from './competitions';
import { successEnvelope } from './envelope';
import { intQueryParam, MAX_ID, strictObject } from './primitives';

const recapPlayerSchema = z.object({ id: z.number().int(), username: z.string() });

/**
 * A player's recap of a completed round (issue 60, docs/decisions/117): every figure is a table's (the round's own
 * table, the overall table after the round and after the round before it) or a scored fact's; nothing is worked out
 * again from scores.
 */
export const roundRecapSchema = z
  .object({
    competition: z.object({ slug: z.string(), name: z.string() }),
    round: z.number().int().positive(),
    /** The stage's name ('Matchday 12', 'Round of 16'). */
    stage: z.string(),
    player: recapPlayerSchema,
    /** The player's points in the round (the round table's), jokers and bonus answers settled in it included. */
    points: z.number().int(),
    /** The player's place in the round's table, and how many it ranks. */
    position: z.number().int().positive(),
    players: z.number().int().positive(),
    /** The overall place after this round, and after the completed round before it (null: not ranked then). */
    overall: z.object({ before: z.number().int().positive().nullable(), after: z.number().int().positive() }),
    /** The pick that scored the most in the round (an exact score first, then the earlier kick-off). */
    bestPick: z
      .object({
        matchId: z.number().int(),
        home: z.string(),
        away: z.string(),
        /** 'home:away', as predictions are written. */
        prediction: z.string(),
        result: z.string(),
        points: z.number().int(),
        rule: z.enum(['exact', 'outcomeAndBucket', 'outcome', 'none']),
        /** 2 on the round's joker. */
        multiplier: z.number().int(),
      })
      .nullable(),
    /** The round's winner(s): the most points in its table (null when nobody scored a point). */
    winners: z.object({ points: z.number().int(), users: z.array(recapPlayerSchema) }).nullable(),
    /** The share image (a PNG made by the server, public: every figure on it is a public table's). */
    imageUrl: z.string(),
    /** The link back: the player's row on the leaderboard. */
    shareUrl: z.string(),
  })
  .meta({ id: 'RoundRecap' });
export type RoundRecap = z.infer<typeof roundRecapSchema>;
/** Null when the player made no scored pick in the round, or before any round of the competition is complete. */
export const roundRecapResponseSchema = successEnvelope(roundRecapSchema.nullable());

/** GET /user/recap: a competition (the default one without) and a completed round (its latest without). */
export const recapQuerySchema = strictObject({
  competition: competitionQueryParam(),
  round: intQueryParam({ min: 1, max: MAX_ID, message: 'Round must be a whole number of 1 or more' }).optional(),
});
export type RecapQuery = z.output<typeof recapQuerySchema>;

/** GET /users/{id}/recap.png: the image names its competition and round (a shared link keeps showing that round). */
export const recapImageQuerySchema = strictObject({
  competition: competitionSlugParam,
  round: intQueryParam({ min: 1, max: MAX_ID, message: 'Round must be a whole number of 1 or more' }),
});
export type RecapImageQuery = z.output<typeof recapImageQuerySchema>;
