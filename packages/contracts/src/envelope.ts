import './zod-setup';
import { z } from 'zod';
import { errorCodes } from './error-codes';

/**
 * spec §7 / issue #2: every API answer is an envelope.
 * Success: `{ success: true, message?, data }`; failure: `{ success: false, message, errors? }`.
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    /** A stable machine-readable reason for business errors (e.g. ACCOUNT_BLOCKED, EMAIL_NOT_VERIFIED). */
    code: z.enum(errorCodes).optional(),
    /** First failing rule per field (spec §5), keyed by field name. */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type SuccessEnvelope<T> = { success: true; message?: string; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** An answer that carries only a message (e.g. sign-out). */
export const messageOnlyEnvelopeSchema = successEnvelope(z.null());
