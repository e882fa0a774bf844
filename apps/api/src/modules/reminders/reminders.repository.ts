import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';
import { visibleAccount } from '../../db/player-status';

export type ReminderChannel = 'email' | 'push';

export interface ReminderSettingsRow {
  email_enabled: boolean;
  email_lead_hours: number;
  push_enabled: boolean;
  push_lead_hours: number;
}

/** A reminder the sweep found due: a player, a channel, a UTC day and its unpredicted open matches, soonest first. */
export interface DueReminder {
  user_id: number;
  email: string;
  channel: ReminderChannel;
  day: string;
  first_kickoff: Date;
  match_ids: number[];
}

export interface ReminderMatchRow {
  id: number;
  kickoff_at: Date;
  round: number;
  round_label: string;
  home_name: string;
  away_name: string;
  competition_name: string;
  competition_slug: string;
}

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The sweep's inputs: now, when predictions close (spec §9), the longest lead, the default competition-season. */
export interface SweepWindow {
  now: Date;
  closeMs: number;
  maxLeadHours: number;
  defaultSeason: { competitionId: number; season: number } | null;
}

/** Issue 60 (docs/decisions/115): reminder settings, the sweep's reads, the claims of reminders sent, push devices. */
export const remindersRepository = {
  async settings(db: Executor, userId: number): Promise<ReminderSettingsRow | undefined> {
    const [row] = await queryRows<ReminderSettingsRow>(
      db,
      sql`select email_enabled, email_lead_hours, push_enabled, push_lead_hours
            from reminder_settings where user_id = ${userId}`,
    );
    return row;
  },

  /** Writes a player's settings. */
  async save(db: Executor, userId: number, settings: ReminderSettingsRow, now: Date): Promise<void> {
    await db.execute(
      sql`insert into reminder_settings (user_id, email_enabled, email_lead_hours, push_enabled, push_lead_hours,
                                         updated_at)
          values (${userId}, ${settings.email_enabled}, ${settings.email_lead_hours}, ${settings.push_enabled},
                  ${settings.push_lead_hours}, ${now.toISOString()}::timestamptz)
          on conflict (user_id) do update set email_enabled = excluded.email_enabled,
             email_lead_hours = excluded.email_lead_hours, push_enabled = excluded.push_enabled,
             push_lead_hours = excluded.push_lead_hours, updated_at = excluded.updated_at`,
    );
  },

  /**
   * One-click unsubscribe (RFC 8058): the e-mail channel off for the player an e-mail's token was sent to; whether
   * the token was one.
   */
  async unsubscribe(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`update reminder_settings s set email_enabled = false, updated_at = ${now.toISOString()}::timestamptz
           where s.user_id = (select r.user_id from reminders_sent r where r.unsubscribe_token_hash = ${tokenHash})
          returning 1 as one`,
    );
    return rows.length > 0;
  },

  /** Whether an open match (scheduled, predictions not closed) kicks off within the window: else the sweep rests. */
  async anyOpenMatchWithin(db: Executor, window: SweepWindow): Promise<boolean> {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from matches m
                          where m.status in ('NS', 'TBD')
                            and m.kickoff_at > ${openFrom(window)}::timestamptz
                            and m.kickoff_at <= ${horizon(window)}::timestamptz) as found`,
    );
    return row?.found ?? false;
  },

  /**
   * One batch of the players with a channel on and an active, verified account: ids above `afterUserId`, at most
   * `limit`, in id order (keyset on the partial index `reminder_settings_on_idx`).
   */
  async batchOfPlayers(db: Executor, afterUserId: number, limit: number): Promise<number[]> {
    const rows = await queryRows<{ user_id: number }>(
      db,
      sql`select s.user_id from reminder_settings s join users u on u.id = s.user_id
           where (s.email_enabled or s.push_enabled) and s.user_id > ${afterUserId} and ${visibleAccount('u')}
           order by s.user_id limit ${limit}`,
    );
    return rows.map((row) => row.user_id);
  },

  /**
   * The reminders due for these players: per player, channel and UTC day, the day's open matches of their
   * competitions (ADR 107) not predicted yet, when the first of them kicks off within the channel's lead and no
   * reminder was claimed for that day at or before that kick-off (a kick-off moved to another day, or earlier, is
   * reminded again; one moved later, or a first match predicted, is not).
   */
  async dueFor(db: Executor, window: SweepWindow, userIds: number[]): Promise<DueReminder[]> {
    if (userIds.length === 0) return [];
    const defaultCompetition = window.defaultSeason?.competitionId ?? -1;
    const defaultSeason = window.defaultSeason?.season ?? -1;
    const rows = await queryRows<DueReminder>(
      db,
      sql`with players as (
            select s.user_id, u.email, s.email_enabled, s.email_lead_hours, s.push_enabled, s.push_lead_hours,
                   exists (select 1 from player_competitions pc where pc.user_id = s.user_id) as has_chosen
              from reminder_settings s join users u on u.id = s.user_id
             where s.user_id = any(${intArray(userIds)}::int[])
          ), open_match as (
            select m.id, m.competition_id, m.season, m.kickoff_at from matches m
             where m.status in ('NS', 'TBD')
               and m.kickoff_at > ${openFrom(window)}::timestamptz and m.kickoff_at <= ${horizon(window)}::timestamptz
          ), open_season as (
            select distinct competition_id, season from open_match
          ), mine as (
            -- 'My competitions' (ADR 107): chosen, or until chosen the default one and those predicted in.
            select p.user_id, os.competition_id, os.season from players p cross join open_season os
             where case when p.has_chosen
                        then exists (select 1 from player_competitions pc where pc.user_id = p.user_id
                                        and pc.competition_id = os.competition_id and pc.season = os.season)
                        else (os.competition_id = ${defaultCompetition} and os.season = ${defaultSeason})
                          or exists (select 1 from player_totals t where t.competition_id = os.competition_id
                                        and t.season = os.season and t.user_id = p.user_id and t.predictions_made > 0)
                   end
          ), unpredicted as (
            select y.user_id, m.id, m.kickoff_at, (m.kickoff_at at time zone 'UTC')::date as day
              from mine y join open_match m on m.competition_id = y.competition_id and m.season = y.season
             where not exists (select 1 from predictions pr where pr.user_id = y.user_id and pr.match_id = m.id)
          ), channel as (
            select user_id, email, 'email'::text as channel, email_lead_hours as lead from players where email_enabled
            union all
            select user_id, email, 'push'::text, push_lead_hours from players where push_enabled
          ), due as (
            select c.user_id, c.email, c.channel, u.day, min(u.kickoff_at) as first_kickoff,
                   array_agg(u.id order by u.kickoff_at, u.id) as match_ids
              from channel c join unpredicted u on u.user_id = c.user_id
             group by c.user_id, c.email, c.channel, u.day, c.lead
            having min(u.kickoff_at) <= ${window.now.toISOString()}::timestamptz + make_interval(hours => c.lead)
          )
          select d.user_id, d.email, d.channel, d.day::text as day, d.first_kickoff, d.match_ids from due d
           where not exists (select 1 from reminders_sent r
                              where r.user_id = d.user_id and r.channel = d.channel and r.day = d.day
                                and r.kickoff_at <= d.first_kickoff)
           order by d.user_id, d.channel, d.day`,
    );
    return rows.map((row) => ({
      ...row,
      first_kickoff: new Date(row.first_kickoff),
      match_ids: row.match_ids.map(Number),
    }));
  },

  /** Claims a reminder before it is sent; false when one was already claimed (a second run of the sweep). */
  async claim(db: Executor, reminder: DueReminder, now: Date, unsubscribeTokenHash: string | null): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`insert into reminders_sent (user_id, channel, day, kickoff_at, sent_at, unsubscribe_token_hash)
          values (${reminder.user_id}, ${reminder.channel}, ${reminder.day}::date,
                  ${reminder.first_kickoff.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
                  ${unsubscribeTokenHash})
          on conflict do nothing returning 1 as one`,
    );
    return rows.length > 0;
  },

  /** Gives a claim back when sending failed, so the next sweep tries again. */
  async release(db: Executor, reminder: DueReminder): Promise<void> {
    await db.execute(
      sql`delete from reminders_sent where user_id = ${reminder.user_id} and channel = ${reminder.channel}
             and day = ${reminder.day}::date and kickoff_at = ${reminder.first_kickoff.toISOString()}::timestamptz`,
    );
  },

  /** The matches a reminder lists, soonest first. */
  async matches(db: Executor, ids: number[]): Promise<ReminderMatchRow[]> {
    if (ids.length === 0) return [];
    return queryRows<ReminderMatchRow>(
      db,
      sql`select m.id, m.kickoff_at, m.round, m.round_label, h.name as home_name, a.name as away_name,
                 cs.name as competition_name, cs.slug as competition_slug
            from matches m
            join competition_seasons cs on cs.competition_id = m.competition_id and cs.season = m.season
            join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
           where m.id = any(${intArray(ids)}::int[])
           order by m.kickoff_at, m.id`,
    );
  },

  async pushDevices(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
    return queryRows<PushSubscriptionRow>(
      db,
      sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${userId} order by id`,
    );
  },

  /** Keeps a device's subscription (an endpoint is one device: a new owner or new keys replace the row). */
  async saveDevice(
    db: Executor,
    userId: number,
    device: { endpoint: string; p256dh: string; auth: string },
    now: Date,
  ): Promise<void> {
    await db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
          values (${userId}, ${device.endpoint}, ${device.p256dh}, ${device.auth}, ${now.toISOString()}::timestamptz)
          on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
             auth = excluded.auth, created_at = excluded.created_at`,
    );
  },

  async removeDevice(db: Executor, userId: number, endpoint: string): Promise<void> {
    await db.execute(sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`);
  },

  /** Drops subscriptions the push service said are gone (404/410). */
  async removeDevicesById(db: Executor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.execute(sql`delete from push_subscriptions where id = any(${intArray(ids)}::int[])`);
  },

  /**
   * Keeps a generated VAPID pair unless one is kept already (two processes starting together keep the first); answers
   * the pair kept and whether it is the one given.
   */
  async keepVapidKeys(
    db: Executor,
    keys: { publicKey: string; privateKey: string },
    now: Date,
  ): Promise<{ publicKey: string; privateKey: string; kept: boolean }> {
    const inserted = await queryRows<{ one: number }>(
      db,
      sql`insert into app_settings (key, value, updated_at)
          values (${VAPID_SETTING}, ${JSON.stringify(keys)}::jsonb, ${now.toISOString()}::timestamptz)
          on conflict (key) do nothing returning 1 as one`,
    );
    const [row] = await queryRows<{ value: { publicKey: string; privateKey: string } }>(
      db,
      sql`select value from app_settings where key = ${VAPID_SETTING}`,
    );
    if (!row) throw new Error('the VAPID keys were not kept');
    return { ...row.value, kept: inserted.length > 0 };
  },

  async countDevices(db: Executor, userId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from push_subscriptions where user_id = ${userId}`,
    );
    return row?.count ?? 0;
  },

  /** Drops the records of reminders sent before `before` (their unsubscribe links with them); how many went. */
  async forgetSentBefore(db: Executor, before: Date): Promise<number> {
    const gone = await queryRows<{ user_id: number }>(
      db,
      sql`delete from reminders_sent where sent_at < ${before.toISOString()} returning user_id`,
    );
    return gone.length;
  },
};

/** The app_settings row of the generated VAPID pair (embedded and development runs, docs/decisions/115). */
const VAPID_SETTING = 'push.vapid-keys';

/** Predictions of a match close PREDICTION_CLOSE_MS before kick-off (spec §9): only later kick-offs are open. */
function openFrom(window: SweepWindow): string {
  return new Date(window.now.getTime() + window.closeMs).toISOString();
}

/** The longest lead, plus a day: a due day's later matches are listed in its digest too. */
function horizon(window: SweepWindow): string {
  return new Date(window.now.getTime() + (window.maxLeadHours + 24) * 3_600_000).toISOString();
}
