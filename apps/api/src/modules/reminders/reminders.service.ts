import {
  DEFAULT_EMAIL_LEAD_HOURS,
  DEFAULT_PUSH_LEAD_HOURS,
  PREDICTION_CLOSE_MS,
  REMINDER_LEAD_HOURS,
  reminderMessages,
  type PushSubscriptionBody,
  type ReminderSettings,
  type ReminderSettingsBody,
} from '@scoreline/contracts';
import type { Clock } from '@scoreline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import type { CompetitionsService } from '../competitions/competitions.service';
import type { Mailer } from '../mail/mailer';
import { isAllowedPushEndpoint } from './push-endpoint';
import { sendPush } from './push-sender';
import { reminderEmail, reminderPush } from './reminder-mail';
import { remindersRepository as repo, type DueReminder } from './reminders.repository';

/** How long a sent reminder is remembered: its e-mail's one-click unsubscribe link works that long. */
export const REMINDERS_KEPT_DAYS = 35;

/** Players per batch of the sweep: one query each (docs/decisions/115: 100,000 players are 100 batches). */
const SWEEP_BATCH = 1000;

export interface RemindersServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'port' | 'isProduction' | 'push'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  competitions: Pick<CompetitionsService, 'resolve'>;
  /** Queues a sweep for one player (after they change their settings), on the job queue. */
  queueSweep: (userId: number) => Promise<void>;
}

/**
 * Issue 60 (docs/decisions/115): deadline reminders by e-mail and web push, for matches a player has not predicted in
 * their competitions. A periodic sweep finds the due ones and claims each (a unique row) before sending it.
 */
export function createRemindersService({
  db,
  clock,
  config,
  mailer,
  log,
  competitions,
  queueSweep,
}: RemindersServiceDeps) {
  const appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  let vapid: Promise<{ publicKey: string; privateKey: string } | undefined> | undefined;

  /**
   * The VAPID pair: the environment's; else (never in production) one generated at the first start and kept in the
   * database, so every process and every restart signs with the same key (browsers' subscriptions are bound to it).
   */
  const vapidKeys = () =>
    (vapid ??= (async () => {
      if (config.push.vapid) return config.push.vapid;
      if (config.isProduction) return undefined;
      const { default: webPush } = await import('web-push');
      const kept = await repo.keepVapidKeys(db, webPush.generateVAPIDKeys(), clock.now());
      if (kept.kept) {
        // Printed once, when made: an operator may copy them into VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY.
        log.info(
          { publicKey: kept.publicKey },
          `web push: generated VAPID keys, kept in the database.\nVAPID_PUBLIC_KEY=${kept.publicKey}\nVAPID_PRIVATE_KEY=${kept.privateKey}`,
        );
      }
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    })().catch((error: unknown) => {
      vapid = undefined;
      throw error;
    }));

  async function sendEmail(reminder: DueReminder): Promise<boolean> {
    const matches = await repo.matches(db, reminder.match_ids);
    if (matches.length === 0) return true;
    const token = generateToken();
    if (!(await repo.claim(db, reminder, clock.now(), hashToken(token)))) return true;
    try {
      await mailer.send({ to: reminder.email, ...reminderEmail({ matches, appUrl, token }) });
      return true;
    } catch (error) {
      // Given back: the next sweep tries again (until the kick-off passes).
      await repo.release(db, reminder);
      log.warn({ err: error, userId: reminder.user_id }, 'reminder e-mail not sent');
      return false;
    }
  }

  async function sendPushes(reminder: DueReminder): Promise<boolean> {
    const keys = await vapidKeys();
    const devices = await repo.pushDevices(db, reminder.user_id);
    if (!keys || devices.length === 0) return true;
    const matches = await repo.matches(db, reminder.match_ids);
    if (matches.length === 0 || !(await repo.claim(db, reminder, clock.now(), null))) return true;
    const payload = reminderPush({ matches, appUrl, day: reminder.day });
    const outcomes = await Promise.all(devices.map((device) => sendPush(device, payload, keys, config.push)));
    // issue 60: a subscription the push service calls gone (404/410) is removed.
    await repo.removeDevicesById(
      db,
      devices.filter((_, index) => outcomes[index] === 'gone').map((device) => device.id),
    );
    if (outcomes.includes('failed') && !outcomes.includes('delivered')) {
      await repo.release(db, reminder);
      return false;
    }
    return true;
  }

  return {
    vapidKeys,

    async settings(userId: number): Promise<ReminderSettings> {
      const [row, pushDevices] = await Promise.all([repo.settings(db, userId), repo.countDevices(db, userId)]);
      return {
        emailEnabled: row?.email_enabled ?? false,
        emailLeadHours: (row?.email_lead_hours ?? DEFAULT_EMAIL_LEAD_HOURS) as ReminderSettings['emailLeadHours'],
        pushEnabled: row?.push_enabled ?? false,
        pushLeadHours: (row?.push_lead_hours ?? DEFAULT_PUSH_LEAD_HOURS) as ReminderSettings['pushLeadHours'],
        pushDevices,
      };
    },

    /** Saves the player's choice; a reminder already due under it goes out at once (a sweep of this player). */
    async save(userId: number, body: ReminderSettingsBody): Promise<ReminderSettings> {
      await repo.save(
        db,
        userId,
        {
          email_enabled: body.emailEnabled,
          email_lead_hours: body.emailLeadHours,
          push_enabled: body.pushEnabled,
          push_lead_hours: body.pushLeadHours,
        },
        clock.now(),
      );
      await queueSweep(userId);
      return this.settings(userId);
    },

    /** One-click unsubscribe by an e-mail's token (RFC 8058): the e-mail channel off; an unknown token is a 404. */
    async unsubscribe(token: string): Promise<void> {
      if (!(await repo.unsubscribe(db, hashToken(token), clock.now()))) {
        throw new AppError('NOT_FOUND', reminderMessages.unsubscribeNotFound);
      }
    },

    async pushKey(): Promise<string> {
      const keys = await vapidKeys();
      if (!keys) throw new AppError('NOT_FOUND', reminderMessages.pushUnavailable);
      return keys.publicKey;
    },

    /** Keeps a device's push subscription; an endpoint that is not a known push service's is refused (SSRF). */
    async subscribe(userId: number, body: PushSubscriptionBody): Promise<void> {
      if (!isAllowedPushEndpoint(body.endpoint, config.push.extraOrigins)) {
        throw new AppError('VALIDATION', reminderMessages.endpointRefused, {
          endpoint: reminderMessages.endpointRefused,
        });
      }
      await repo.saveDevice(db, userId, { endpoint: body.endpoint, ...body.keys }, clock.now());
    },

    async unsubscribeDevice(userId: number, endpoint: string): Promise<void> {
      await repo.removeDevice(db, userId, endpoint);
    },

    /**
     * The sweep (jobs/reminders-sweep.job.ts): every player with a channel on, in batches, or one player; each due
     * reminder claimed, then sent. Answers how many were sent and failed.
     */
    /**
     * The daily cleanup (jobs/reminders-cleanup.job.ts): the records of reminders sent more than REMINDERS_KEPT_DAYS
     * ago go, and with them their e-mails' unsubscribe links (the page then points to the profile).
     */
    async forgetOld(): Promise<number> {
      return repo.forgetSentBefore(db, new Date(clock.now().getTime() - REMINDERS_KEPT_DAYS * 86_400_000));
    },

    async sweep(onlyUserId?: number): Promise<{ sent: number; failed: number }> {
      const now = clock.now();
      const window = {
        now,
        closeMs: PREDICTION_CLOSE_MS,
        maxLeadHours: Math.max(...REMINDER_LEAD_HOURS),
        defaultSeason: await competitions.resolve(undefined),
      };
      const outcome = { sent: 0, failed: 0 };
      if (!(await repo.anyOpenMatchWithin(db, window))) return outcome;
      let after = onlyUserId === undefined ? 0 : onlyUserId - 1;
      for (;;) {
        const ids = await repo.batchOfPlayers(db, after, onlyUserId === undefined ? SWEEP_BATCH : 1);
        const players = onlyUserId === undefined ? ids : ids.filter((id) => id === onlyUserId);
        for (const reminder of await repo.dueFor(db, window, players)) {
          const sent = reminder.channel === 'email' ? await sendEmail(reminder) : await sendPushes(reminder);
          outcome[sent ? 'sent' : 'failed'] += 1;
        }
        if (onlyUserId !== undefined || ids.length < SWEEP_BATCH) return outcome;
        after = ids[ids.length - 1]!;
      }
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
