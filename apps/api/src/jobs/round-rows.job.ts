import { z } from 'zod';
import { defineJob } from './job';

/**
 * Writes the round rows of the players who predicted a match once it kicks off (issue 14; docs/decisions/033), so
 * the round's first scoring updates rows in place. Every minute and at start; stately, and a failed or busy run is
 * the next run's work. Idempotent: prepared matches are marked.
 */
export const roundRowsJob = defineJob({
  name: 'round-rows',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10 * 60,
  schedule: () => '* * * * *',
  async handle(_payload, { services, log }) {
    const report = await services.scoring.prepareRoundRows();
    if (report.rows > 0 || report.busy > 0) log.info(report, 'round rows written at kick-off');
  },
});
