import { z } from 'zod';
import { defineJob } from './job';

/**
 * Writes the scored facts of every match scored before they existed (issue 56), then fills the personal insights'
 * aggregates from every match scored before they existed (issue 11), once per database; sent at start, a no-op (two
 * reads) afterwards.
 */
export const insightsBackfillJob = defineJob({
  name: 'insights-backfill',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 30 * 60,
  async handle(_payload, { services, log }) {
    const facts = await services.scoring.fillScoredFacts();
    if (facts.matches > 0) log.info(facts, 'scored facts written for matches scored before them');
    const filled = await services.scoring.backfillInsights();
    if (filled && filled.matches > 0) log.info(filled, 'personal insights filled from scored matches');
  },
});
