import { z } from 'zod';
import { defineJob } from './job';

/**
 * Refits our win-probability model when the season's results changed (issue 9: its own queue). Sent after every
 * sync run; the stately queue keeps at most one waiting, and the model itself skips a refit when nothing changed.
 */
export const modelRefitJob = defineJob({
  name: 'model-refit',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 10 * 60,
  async handle(_payload, { services, log }) {
    const { updated, problem } = await services.winModel.refit();
    if (updated > 0 || problem) log.info({ updated, problem }, 'win-probability model refitted');
  },
});
