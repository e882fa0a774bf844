import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** A `player_day_changes` day that stands for every day: all aggregates were emptied (a rebuild). */
export const EVERY_DAY = '-infinity';

/** Packed totals as the database holds them (the layout is `running-totals.ts`'s). */
export interface PackedTotals {
  players: number;
  data: Uint8Array;
}

/** Every player's sums over some days, in the packed layout: user ids, points, scored, exact, outcomes (int4, BE). */
const packed = sql.raw(`count(*)::int as players,
  coalesce(string_agg(int4send(user_id), ''::bytea), ''::bytea)
  || coalesce(string_agg(int4send(points), ''::bytea), ''::bytea)
  || coalesce(string_agg(int4send(scored), ''::bytea), ''::bytea)
  || coalesce(string_agg(int4send(exact), ''::bytea), ''::bytea)
  || coalesce(string_agg(int4send(outcomes), ''::bytea), ''::bytea) as data`);

/** Running totals by match day for date-range rankings (issue 14; docs/decisions/026). */
export const runningTotalsRepository = {
  /** Every day with per-day totals, oldest first. */
  async matchDays(tx: Executor): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      tx,
      sql`select to_char(day, 'YYYY-MM-DD') as day from player_day_changes where isfinite(day) order by day`,
    );
    return rows.map((row) => row.day);
  },

  /** The days whose running totals are current: built at or after the last change of every day up to them. */
  async currentDays(tx: Executor): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      tx,
      sql`select to_char(r.day, 'YYYY-MM-DD') as day from player_running_totals r
           where r.version >= coalesce((select max(c.version) from player_day_changes c where c.day <= r.day), 0)
           order by r.day`,
    );
    return rows.map((row) => row.day);
  },

  async packedAt(tx: Executor, days: string[]): Promise<Map<string, PackedTotals>> {
    if (days.length === 0) return new Map();
    const list = sql.join(
      days.map((day) => sql`${day}::date`),
      sql`, `,
    );
    const rows = await queryRows<PackedTotals & { day: string }>(
      tx,
      sql`select to_char(day, 'YYYY-MM-DD') as day, players, data from player_running_totals where day in (${list})`,
    );
    return new Map(rows.map(({ day, players, data }) => [day, { players, data }]));
  },

  /**
   * Each player's totals over the days after `after` (from the first when null) up to and including `through` (to
   * the last when null).
   */
  async fold(tx: Executor, after: string | null, through: string | null): Promise<PackedTotals> {
    const from = after === null ? sql`` : sql`and day > ${after}::date`;
    const to = through === null ? sql`` : sql`and day <= ${through}::date`;
    const [row] = await queryRows<PackedTotals>(
      tx,
      sql`select ${packed} from (
            select user_id, sum(points)::int as points, sum(scored)::int as scored,
                   sum(exact)::int as exact, sum(outcomes)::int as outcomes
              from player_day_totals where true ${from} ${to} group by user_id) f`,
    );
    return row ?? { players: 0, data: new Uint8Array(0) };
  },

  /** Each player's totals over every day: player_totals, which scoring moves with the per-day rows. */
  async overall(tx: Executor): Promise<PackedTotals> {
    const [row] = await queryRows<PackedTotals>(
      tx,
      sql`select ${packed} from player_totals where points <> 0 or scored <> 0 or exact <> 0 or outcomes <> 0`,
    );
    return row ?? { players: 0, data: new Uint8Array(0) };
  },

  /** Keeps a day's running totals read at `version`, unless a newer build is there already. */
  async save(db: Executor, day: string, version: number, totals: PackedTotals): Promise<void> {
    await db.execute(sql`
      insert into player_running_totals (day, version, players, data)
      values (${day}::date, ${version}, ${totals.players}, ${totals.data})
      on conflict (day) do update set version = excluded.version, players = excluded.players, data = excluded.data
       where player_running_totals.version <= excluded.version`);
  },

  /**
   * After the leaderboard version was bumped in `tx`: `day`'s totals changed at that version, so every running total
   * from that day on is no longer current.
   */
  async recordDayChanged(tx: Executor, day: string): Promise<void> {
    await tx.execute(sql`
      insert into player_day_changes (day, version) select ${day}::date, version from leaderboard_state where id = 1
      on conflict (day) do update set version = excluded.version`);
  },
};
