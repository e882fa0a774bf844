import { deliveredEventSchema } from '../events/domain-events';
import { defineJob } from './job';

const events = ['user.blocked'] as const;

/**
 * A blocked player's private leagues go to their longest-standing active members (ADR 020), so a league is never
 * left with an owner nobody can see and nobody able to rename it, change its code or remove a member. Idempotent:
 * a second delivery finds nothing owned by the blocked player any more.
 */
export const leaguesOwnerBlockedJob = defineJob({
  name: 'leagues-owner-blocked',
  payload: deliveredEventSchema(events),
  subscribesTo: events,
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  expireInSeconds: 2 * 60,
  async handle(event, { services }) {
    await services.leagues.handOverFromBlocked(event.payload.userId);
  },
});
