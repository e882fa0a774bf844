import { z } from 'zod';
import { defineJob } from './job';

/**
 * Forgets the reminders sent more than five weeks ago (issue 60, docs/decisions/115), once a day, by one worker: the
 * claims table grows by a row per reminder otherwise. An e-mail's unsubscribe link works as long as its row is kept.
 */
export const remindersCleanupJob = defineJob({
  name: 'reminders-cleanup',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  expireInSeconds: 30 * 60,
  schedule: () => '23 4 * * *',
  async handle(_payload, { services, log }) {
    const forgotten = await services.reminders.forgetOld();
    if (forgotten > 0) log.info({ forgotten }, 'reminders forgotten');
  },
});
