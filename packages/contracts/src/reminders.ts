import { z } from 'zod';
import { REMINDER_LEAD_HOURS, reminderMessages, UNSUBSCRIBE_TOKEN_LENGTH } from './reminder-messages';
import { successEnvelope } from './envelope';
import { strictObject } from './primitives';

const leadHours = z.literal(REMINDER_LEAD_HOURS, { error: reminderMessages.leadInvalid });

/** Issue 60 (docs/decisions/115): a player's reminder settings, per channel. */
export const reminderSettingsSchema = z
  .object({
    /** The e-mail digest of matches not predicted yet. */
    emailEnabled: z.boolean(),
    /** Hours before the first unpredicted kick-off of a day. */
    emailLeadHours: leadHours,
    /** Web push on the devices where the player turned it on. */
    pushEnabled: z.boolean(),
    pushLeadHours: leadHours,
    /** How many devices have push on. */
    pushDevices: z.number().int().min(0),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const reminderSettingsResponseSchema = successEnvelope(reminderSettingsSchema);

/** PUT /user/reminders. */
export const reminderSettingsBodySchema = strictObject({
  emailEnabled: z.boolean(),
  emailLeadHours: leadHours,
  pushEnabled: z.boolean(),
  pushLeadHours: leadHours,
}).meta({ id: 'ReminderSettingsRequest' });
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;

/** POST /reminders/unsubscribe/{token}. */
export const unsubscribeParamsSchema = strictObject({
  token: z
    .string()
    // The length too, so the document states it (the fuzz suite generates values that fit).
    .length(UNSUBSCRIBE_TOKEN_LENGTH, { error: reminderMessages.tokenInvalid })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${UNSUBSCRIBE_TOKEN_LENGTH}}$`), { error: reminderMessages.tokenInvalid }),
});
export const unsubscribeResultSchema = z.object({ emailEnabled: z.literal(false) }).meta({ id: 'UnsubscribeResult' });
export const unsubscribeResponseSchema = successEnvelope(unsubscribeResultSchema);

/** GET /push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export const pushKeyResponseSchema = successEnvelope(pushKeySchema);

const base64url = (max: number) =>
  z
    .string()
    .min(1, { error: reminderMessages.endpointInvalid })
    .max(max, { error: reminderMessages.endpointInvalid })
    .regex(/^[A-Za-z0-9_=-]+$/, { error: reminderMessages.endpointInvalid });

/** POST /user/push-subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBodySchema = strictObject({
  endpoint: z
    .string()
    .max(1000, { error: reminderMessages.endpointInvalid })
    // Printable ASCII without spaces: a push service's address (and no control characters, as every contract).
    .regex(/^https?:\/\/[\x21-\x7e]+$/, { error: reminderMessages.endpointInvalid }),
  // Browsers send null or a time; neither is kept.
  expirationTime: z.number().nullable().optional(),
  keys: strictObject({ p256dh: base64url(200), auth: base64url(100) }),
}).meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /user/push-subscriptions. */
export const pushSubscriptionDeleteBodySchema = strictObject({
  endpoint: z
    .string()
    .max(1000, { error: reminderMessages.endpointInvalid })
    .regex(/^https?:\/\/[\x21-\x7e]+$/, { error: reminderMessages.endpointInvalid }),
}).meta({ id: 'PushSubscriptionDeleteRequest' });
