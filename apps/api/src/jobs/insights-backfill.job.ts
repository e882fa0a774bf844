import { z } from 'zod';
import { defineJob } from './job';

/**
 * Fills the personal insights' aggregates from every match scored before they existed (issue 11), once per
 * database; sent at start, a no-op (one read) afterwards.
 */
export const insightsBackfillJob = defineJob({
  name: 'insights-backfill',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 30 * 60,
  async handle(_payload, { services, log }) {
    const filled = await services.scoring.backfillInsights();
    if (filled && filled.matches > 0) log.info(filled, 'personal insights filled from scored matches');
  },
});
