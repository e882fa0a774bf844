import { z } from 'zod';
import { defineJob } from './job';

/**
 * The monthly places (issue 11): at 00:07 UTC on the 1st, every month that has ended and was not awarded yet is
 * awarded; it also awards completed rounds that never were (a database scored before badges existed, a round job
 * that gave up), after recording the rounds complete by the rule but never recorded (a round that waited for a
 * postponed match before ADR 016's 2026-12-02 addendum). Sent at start too, as the catch-up for whatever ended while
 * nothing ran. Stately: one at a time.
 */
export const badgesCatchUpJob = defineJob({
  name: 'badges-catch-up',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 30 * 60,
  schedule: () => '7 0 1 * *',
  async handle(_payload, { services, log }) {
    const recorded = await services.scoring.completeDueRounds();
    if (recorded > 0) log.info({ rounds: recorded }, 'completed rounds recorded');
    const outcome = await services.badgeAwarding.catchUp();
    if (outcome.rounds > 0 || outcome.months.length > 0) log.info(outcome, 'badges caught up');
  },
});
