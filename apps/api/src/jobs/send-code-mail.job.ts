import { deliveredEventSchema } from '../events/domain-events';
import { defineJob } from './job';

const events = ['auth.code_issued'] as const;

/**
 * Outgoing code mail (sign-up and password-reset codes, issue 9): the request that issued the code has already
 * answered; this job hands the mail to the SMTP server and retries with back-off while it is down. A code lives
 * 10 minutes, so the retries span about that long (2 s doubling: 2, 4, … 256 s); a code that expired or was
 * replaced meanwhile is not sent, and the player can ask for a new one.
 */
export const sendCodeMailJob = defineJob({
  name: 'send-code-mail',
  payload: deliveredEventSchema(events),
  subscribesTo: events,
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  expireInSeconds: 2 * 60,
  async handle(event, { services }) {
    await services.auth.deliverCode(event.payload.otpId);
  },
});
