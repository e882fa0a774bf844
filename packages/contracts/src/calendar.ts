import { z } from 'zod';
import { calendarMessages } from './calendar-messages';
import { successEnvelope } from './envelope';
import { strictObject } from './primitives';

/**
 * Issue 60 (docs/decisions/113): a player's private calendar feed. The address carries a secret token (256 bits,
 * base64url: 43 characters) kept only as its hash: shown once, when it is made; made again, the old one stops working.
 */
export const calendarFeedSchema = z
  .object({
    /** Whether the player has a working calendar link. */
    active: z.boolean(),
    /** When the working link was made (ISO 8601); null while off. */
    createdAt: z.string().nullable(),
    /** The link itself (https), only in the answer that made it; null otherwise. */
    url: z.string().nullable(),
    /** The same link as `webcal://`, which a calendar app subscribes to in one click; null as `url`. */
    webcalUrl: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = successEnvelope(calendarFeedSchema);

/** GET /calendar/{token}: the token then `.ics`. */
export const calendarTokenParamsSchema = strictObject({
  token: z
    .string()
    // The length too, so the document states it (clients and the fuzz suite generate values that fit).
    .length(47, { error: calendarMessages.tokenInvalid })
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: calendarMessages.tokenInvalid }),
});
