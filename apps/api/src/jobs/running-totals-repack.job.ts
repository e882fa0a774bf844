import { z } from 'zod';
import { defineJob } from './job';

/**
 * Rewrites the running totals that builds before docs/decisions/032 kept in the layout SQL builds, in the kept layout
 * (a third of the size a date range reads), once per database; sent at start, a no-op (one read) afterwards.
 */
export const runningTotalsRepackJob = defineJob({
  name: 'running-totals-repack',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 10 * 60,
  async handle(_payload, { services, log }) {
    const repacked = await services.leaderboard.repackRunningTotals();
    if (repacked > 0) log.info({ repacked }, 'running totals rewritten in the kept layout');
  },
});
