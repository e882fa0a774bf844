import { deliveredEventSchema } from '../events/domain-events';
import { defineJob } from './job';

const events = ['round.completed'] as const;

/**
 * Awards what a completed round decides (issue 11; docs/decisions/018): round winners, sharpshooters, rank
 * milestones, streaks, and a closed month's places again when the round touched it. Idempotent: each awarding
 * makes the holders equal what the scored results give, so a second delivery changes nothing, and a round completed
 * again after a corrected result (`correction: true`) adds and removes what the correction changed.
 */
export const badgesRoundJob = defineJob({
  name: 'badges-round',
  payload: deliveredEventSchema(events),
  subscribesTo: events,
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  expireInSeconds: 10 * 60,
  async handle(event, { services, log }) {
    const { competitionId, season, round, correction } = event.payload;
    const changes = await services.badgeAwarding.awardRound({ competitionId, season, round }, { correction });
    if (changes && (changes.added > 0 || changes.removed > 0)) log.info({ round, correction, ...changes }, 'badges');
  },
});
