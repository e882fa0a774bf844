import './zod-setup';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { errorCodes } from './error-codes';
import { matchStatusCodes } from './match-messages';
import { validationMessages } from './messages';
import { idNumber, safeString, strictObject } from './primitives';
import { MAX_BATCH_PREDICTIONS, matchdayMessages } from './matchday-messages';

/**
 * Matchday (issue 13): a whole round predicted in one request, and live scores as a server-sent event stream.
 * docs/decisions/021-matchday-batch-changes-live.md.
 */

/**
 * One pick of a batch. The score text is checked per item (not by the schema), so a mistyped score refuses that
 * item alone with 'Invalid fields' while the rest of the round is saved.
 */
export const batchPredictionItemSchema = strictObject({
  matchId: idNumber(validationMessages.invalidFields),
  /** 'H:A' as for POST /prediction; anything else refuses this item only. */
  prediction: safeString({ error: validationMessages.invalidFields }).max(16, {
    message: validationMessages.invalidFields,
  }),
}).meta({ id: 'BatchPredictionItem' });

export const predictionBatchBodySchema = strictObject({
  items: z
    .array(batchPredictionItemSchema, { error: validationMessages.invalidFields })
    .min(1, { message: matchdayMessages.batchEmpty })
    .max(MAX_BATCH_PREDICTIONS, { message: matchdayMessages.batchTooLong }),
})
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (seen.has(item.matchId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'matchId'],
          message: matchdayMessages.duplicateMatch(item.matchId),
        });
      }
      seen.add(item.matchId);
    });
  })
  .meta({ id: 'PredictionBatchRequest' });
export type PredictionBatchBody = z.infer<typeof predictionBatchBodySchema>;

/**
 * What happened to one pick: `created` (first pick), `updated` (a different score while the window is open: the
 * latest saved pick counts), `unchanged` (the same score again: a safe retry), `refused` (see `code`/`message`).
 */
export const predictionItemStatuses = ['created', 'updated', 'unchanged', 'refused'] as const;
export type PredictionItemStatus = (typeof predictionItemStatuses)[number];

export const predictionBatchResultSchema = z
  .object({
    matchId: z.number().int(),
    status: z.enum(predictionItemStatuses),
    /** The pick saved for this match after the request ('H:A'); null when none is saved. */
    prediction: z.string().nullable(),
    /**
     * For `refused` only: VALIDATION (the score is not 'H:A'), NOT_FOUND (no such match), UNPROCESSABLE (closed
     * 10 minutes before kick-off, or postponed) — the same codes POST /prediction answers with.
     */
    code: z.enum(errorCodes).optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'PredictionBatchResult' });
export type PredictionBatchResult = z.infer<typeof predictionBatchResultSchema>;

export const predictionBatchSchema = z
  .object({
    /** One per item, in the order sent. */
    results: z.array(predictionBatchResultSchema),
    counts: z.object({
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      refused: z.number().int(),
    }),
  })
  .meta({ id: 'PredictionBatch' });
export type PredictionBatch = z.infer<typeof predictionBatchSchema>;
export const predictionBatchResponseSchema = successEnvelope(predictionBatchSchema);

// --- Live scores (GET /live, text/event-stream) ---

/**
 * `event: score` — a live (or just finished) match's state. Sent for every live match when a stream opens, then
 * whenever a match's status, score or minute changes. `home`/`away` are null while the score is unknown (a replayed
 * match whose goals have no minutes in the data, between the scores it does know: ADR 066).
 */
export const liveScoreEventSchema = z
  .object({
    matchId: z.number().int().positive(),
    status: z.enum(matchStatusCodes),
    home: z.number().int().nonnegative().nullable(),
    away: z.number().int().nonnegative().nullable(),
    /** Minutes played while live, added time included (47 in the first half is 45+2'); null otherwise. */
    elapsed: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'LiveScoreEvent' });
export type LiveScoreEvent = z.infer<typeof liveScoreEventSchema>;
