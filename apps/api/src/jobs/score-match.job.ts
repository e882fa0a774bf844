import { deliveredEventSchema } from '../events/domain-events';
import { defineJob } from './job';

const events = ['match.finalised', 'match.result_corrected', 'match.result_withdrawn'] as const;

/**
 * Scores a match when it becomes final or its result is corrected, and withdraws its points when it is final no more
 * (issue 9: scoring subscribes to `match.finalised`). Idempotent: scoring applies the difference from the result the match was last scored
 * with, so a second delivery changes nothing.
 */
export const scoreMatchJob = defineJob({
  name: 'score-match',
  payload: deliveredEventSchema(events),
  subscribesTo: events,
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  expireInSeconds: 5 * 60,
  async handle(event, { services }) {
    await services.scoring.scoreMatch(event.payload.matchId);
  },
});
