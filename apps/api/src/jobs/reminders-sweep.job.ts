import { z } from 'zod';
import { defineJob } from './job';

/**
 * The deadline reminders (issue 60, docs/decisions/115): every minute, the reminders due now (the first unpredicted
 * kick-off of a day within the player's lead) are claimed, one row each, then sent by e-mail or web push. A second run
 * finds them claimed and sends nothing; a kick-off that moved is read as it is now, so its reminder follows it. Sent
 * for one player too (`userId`) when they change their settings. Stately: one sweep at a time per key.
 */
export const remindersSweepJob = defineJob({
  name: 'reminders-sweep',
  payload: z.object({ userId: z.number().int().positive().optional() }),
  policy: 'stately',
  // A failed sweep is the next minute's work.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10 * 60,
  schedule: () => '* * * * *',
  async handle({ userId }, { services, log }) {
    const outcome = await services.reminders.sweep(userId);
    if (outcome.sent > 0 || outcome.failed > 0) log.info({ userId, ...outcome }, 'reminders');
  },
});
