import { z } from 'zod';
import { defineJob } from './job';

/** How long delivered events stay in the outbox (for reading what happened; the jobs are kept by pg-boss). */
const KEEP_DELIVERED_DAYS = 7;

/** Drops delivered events older than a week, once a day. */
export const eventsCleanupJob = defineJob({
  name: 'events-cleanup',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 10 * 60,
  schedule: () => '17 3 * * *',
  async handle(_payload, { services, log }) {
    const cutoff = new Date(services.clock.now().getTime() - KEEP_DELIVERED_DAYS * 86_400_000);
    const deleted = await services.outbox.deletePublishedBefore(cutoff);
    if (deleted > 0) log.info({ deleted }, 'delivered events cleaned up');
  },
});
