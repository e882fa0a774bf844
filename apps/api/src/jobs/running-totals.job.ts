import { deliveredEventSchema } from '../events/domain-events';
import { defineJob } from './job';

const events = ['leaderboard.day_changed'] as const;

/**
 * Builds again the running totals by match day that a scoring made stale (issue 14; docs/decisions/026), so the next
 * date range reads two built days instead of building them itself. Stately: scorings arriving together leave one job
 * queued, and one run builds every stale day. Idempotent: a second run finds nothing stale.
 */
export const runningTotalsJob = defineJob({
  name: 'running-totals',
  payload: deliveredEventSchema(events),
  subscribesTo: events,
  policy: 'stately',
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  expireInSeconds: 10 * 60,
  async handle(_event, { services, log }) {
    const built = await services.leaderboard.buildRunningTotals();
    if (built > 0) log.info({ built }, 'running totals built');
  },
});
