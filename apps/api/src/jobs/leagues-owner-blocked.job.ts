import { deliveredEventSchema } from '../events/domain-events';
import { defineJob } from './job';

const events = ['user.blocked', 'user.unblocked'] as const;

/**
 * No private league keeps a blocked owner while it has an active member (ADR 020), so none is left with an owner
 * nobody can see and nobody able to rename it, change its code or remove a member:
 * - `user.blocked`: the blocked player's leagues go to their longest-standing active members;
 * - `user.unblocked`: a league the player is in whose blocked owner had nobody active to hand it to goes to its
 *   longest-standing active member, now that it has one again.
 * Idempotent: a second delivery finds nothing left to hand over.
 */
export const leaguesOwnerBlockedJob = defineJob({
  name: 'leagues-owner-blocked',
  payload: deliveredEventSchema(events),
  subscribesTo: events,
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  expireInSeconds: 2 * 60,
  async handle(event, { services }) {
    await services.leagues.settleLeaguesOf(event.payload.userId);
  },
});
