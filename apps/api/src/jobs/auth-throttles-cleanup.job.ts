import { z } from 'zod';
import { defineJob } from './job';

/** Drops throttling rows nobody needs any more (docs/decisions/013), once an hour, by one worker. */
export const authThrottlesCleanupJob = defineJob({
  name: 'auth-throttles-cleanup',
  payload: z.object({}),
  policy: 'stately',
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 10 * 60,
  schedule: () => '41 * * * *',
  async handle(_payload, { services }) {
    await services.auth.sweepThrottles();
  },
});
