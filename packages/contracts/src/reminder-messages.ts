/**
 * The deadline reminders' words (issue 60, docs/decisions/115), zod-free: served by `@scoreline/contracts/plain` to the
 * web app's profile and unsubscribe page, and used by the API's e-mail and push.
 */

/** The lead times a player may choose, in hours before the first unpredicted kick-off of a day. */
export const REMINDER_LEAD_HOURS = [1, 2, 6, 12, 24, 48] as const;
export type ReminderLeadHours = (typeof REMINDER_LEAD_HOURS)[number];
/** The defaults (issue 60): the e-mail digest a day before, the push two hours before. */
export const DEFAULT_EMAIL_LEAD_HOURS: ReminderLeadHours = 24;
export const DEFAULT_PUSH_LEAD_HOURS: ReminderLeadHours = 2;
/** An unsubscribe token: 256 bits, base64url (43 characters), as the calendar feed's. */
export const UNSUBSCRIBE_TOKEN_LENGTH = 43;

/** What the reminder calls answer. */
export const reminderMessages = {
  /** PUT /user/reminders. */
  saved: 'Your reminder settings are saved',
  leadInvalid: `Choose one of ${REMINDER_LEAD_HOURS.join(', ')} hours`,
  /** POST /reminders/unsubscribe/{token}. */
  unsubscribed: 'Reminder e-mails are turned off',
  unsubscribeNotFound:
    'This unsubscribe link is not (or no longer) valid. You can turn reminders off on your profile after signing in.',
  tokenInvalid: `An unsubscribe link ends in its private key of ${UNSUBSCRIBE_TOKEN_LENGTH} letters, digits, dashes or underscores`,
  /** GET /push/key without VAPID keys (production without VAPID_* set). */
  pushUnavailable: 'Push reminders are not offered on this server',
  /** POST /user/push-subscriptions. */
  subscribed: 'Push reminders are on for this device',
  unsubscribedDevice: 'Push reminders are off for this device',
  /** An endpoint that is not a known push service's https address (docs/decisions/115: no request to anywhere else). */
  endpointRefused: "This push address is not a known browser push service's",
  endpointInvalid: 'A push subscription needs its https endpoint and its p256dh and auth keys',
} as const;

/** The profile card's and the unsubscribe page's words. */
export const reminderWords = {
  title: 'Reminders',
  lead: 'We remind you of matches you have not predicted yet, in the competitions you play. Nothing once you have predicted.',
  email: 'E-mail digest',
  emailHint: 'One e-mail a day at most, listing the matches still to predict.',
  push: 'Push notifications',
  pushHint: 'A notification on the devices where you turn it on.',
  leadTime: 'how early',
  leadOption: (hours: number) => (hours === 1 ? '1 hour before' : `${hours} hours before`),
  leadSuffix: 'Times count back from the first match of a day that you have not predicted.',
  save: 'Save reminders',
  pushOn: 'Turn on push for this device',
  pushOff: 'Turn off push for this device',
  pushActive: 'Push is on for this device.',
  pushDenied: 'Notifications are blocked for this site in your browser settings: allow them there to get push.',
  pushUnsupported: 'This browser cannot receive push notifications here. E-mail reminders still work.',
  pushUnavailable: 'Push reminders are not offered on this server. E-mail reminders still work.',
  unsubscribeTitle: 'Unsubscribe from reminder e-mails',
  unsubscribeLead: 'Stop the e-mails that remind you of matches you have not predicted.',
  unsubscribeButton: 'Turn off reminder e-mails',
  unsubscribedTitle: 'Reminder e-mails are off',
  unsubscribedBody:
    'You will get no more reminder e-mails. To turn them back on, sign in and choose Reminders on your profile.',
  toProfile: 'Go to my profile',
} as const;

/** The reminder e-mail's and push notification's words. */
export const reminderMailWords = {
  subject: (count: number) =>
    count === 1 ? 'One match to predict on Scoreline' : `${count} matches to predict on Scoreline`,
  intro: 'You have not predicted these matches yet:',
  closes: 'Predictions close 10 minutes before kick-off.',
  open: 'Predict now',
  why: 'You get this e-mail because reminders are on in your Scoreline profile.',
  unsubscribe: 'Unsubscribe from reminder e-mails',
  pushTitle: 'Predictions close soon',
  pushBody: (first: string, more: number) =>
    more > 0 ? `${first} and ${more} more to predict` : `${first}: not predicted yet`,
} as const;
