import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { dataDomain } from '../../db/data-versions';
import { joinActivePlayers } from '../../db/ranking-order';
import { factSums } from './scored-facts.repository';
import type { SeasonKey } from './leaderboard.repository';

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

/** The rows of one competition-season (issue 56, docs/decisions/096); `alias` the table's, if any. */
function ofSeason(key: SeasonKey, alias?: string): SQL {
  const prefix = alias ? `${alias}.` : '';
  return sql`${sql.raw(prefix)}competition_id = ${key.competitionId} and ${sql.raw(prefix)}season = ${key.season}`;
}

/** Running totals by match day for date-range rankings (issue 14; docs/decisions/026), per competition-season. */
export const runningTotalsRepository = {
  /** Every UTC day on which a scoring moved some player's totals of the competition-season, oldest first. */
  async matchDays(tx: Executor, key: SeasonKey): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      tx,
      sql`select to_char(day, 'YYYY-MM-DD') as day from player_day_changes
           where ${ofSeason(key)} and isfinite(day) order by day`,
    );
    return rows.map((row) => row.day);
  },

  /** The competition-seasons with a day changed (whose running totals may be stale). */
  async seasonsWithChanges(tx: Executor): Promise<SeasonKey[]> {
    return queryRows<SeasonKey>(
      tx,
      sql`select distinct competition_id as "competitionId", season from player_day_changes order by 1, 2`,
    );
  },

  /** The days whose running totals are current: built at or after the last change of every day up to them. */
  async currentDays(tx: Executor, key: SeasonKey): Promise<string[]> {
    const rows = await queryRows<{ day: string }>(
      tx,
      sql`select to_char(r.day, 'YYYY-MM-DD') as day from player_running_totals r
           where ${ofSeason(key, 'r')}
             and r.version >= coalesce((select max(c.version) from player_day_changes c
                                         where ${ofSeason(key, 'c')} and c.day <= r.day), 0)
           order by r.day`,
    );
    return rows.map((row) => row.day);
  },

  async packedAt(tx: Executor, key: SeasonKey, days: string[]): Promise<Map<string, PackedTotals>> {
    if (days.length === 0) return new Map();
    const list = sql.join(
      days.map((day) => sql`${day}::date`),
      sql`, `,
    );
    const rows = await queryRows<PackedTotals & { day: string }>(
      tx,
      sql`select to_char(day, 'YYYY-MM-DD') as day, players, data from player_running_totals
           where ${ofSeason(key)} and day in (${list})`,
    );
    return new Map(rows.map(({ day, players, data }) => [day, { players, data }]));
  },

  /**
   * The scored matches kicked off in the UTC days after `after` (from the first when null) up to and including
   * `through` (to the last when null) of the competition-season: whose facts `sumFacts` sums.
   */
  async scoredBetween(tx: Executor, key: SeasonKey, after: string | null, through: string | null): Promise<number[]> {
    const from = after === null ? sql`` : sql`and (m.kickoff_at at time zone 'UTC')::date > ${after}::date`;
    const to = through === null ? sql`` : sql`and (m.kickoff_at at time zone 'UTC')::date <= ${through}::date`;
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select s.match_id as id from match_scoring s join matches m on m.id = s.match_id
           where ${ofSeason(key, 'm')} ${from} ${to}`,
    );
    return rows.map((row) => row.id);
  },

  /** Each player's sums of the scored facts of some matches (issue 56), in the packed layout. */
  async sumFacts(tx: Executor, matchIds: number[]): Promise<PackedTotals> {
    if (matchIds.length === 0) return { players: 0, data: new Uint8Array(0) };
    const [row] = await queryRows<PackedTotals>(tx, sql`select ${packed} from (${factSums(matchIds)}) f`);
    return row ?? { players: 0, data: new Uint8Array(0) };
  },

  /** Each player's totals over every day: player_totals, which scoring moves by every scored prediction. */
  async overall(tx: Executor, key: SeasonKey): Promise<PackedTotals> {
    const [row] = await queryRows<PackedTotals>(
      tx,
      sql`select ${packed} from player_totals
           where ${ofSeason(key)} and (points <> 0 or scored <> 0 or exact <> 0 or outcomes <> 0)`,
    );
    return row ?? { players: 0, data: new Uint8Array(0) };
  },

  /** Every ranked player's overall totals (an active account with a scored prediction), in no order. */
  async rankedOverall(tx: Executor, key: SeasonKey): Promise<PackedTotals> {
    const [row] = await queryRows<PackedTotals>(
      tx,
      sql`select ${packed} from (
            select t.user_id, t.points, t.scored, t.exact, t.outcomes
              from player_totals t ${joinActivePlayers('t')} where ${ofSeason(key, 't')} and t.scored > 0) f`,
    );
    return row ?? { players: 0, data: new Uint8Array(0) };
  },

  /** The days whose running totals are kept in the layout SQL builds (by builds before docs/decisions/032). */
  async daysInSqlLayout(db: Executor): Promise<(SeasonKey & { day: string })[]> {
    return queryRows<SeasonKey & { day: string }>(
      db,
      // A slice of the first byte: the rows are stored uncompressed (ADR 026), so only their first chunk is read.
      sql`select competition_id as "competitionId", season, to_char(day, 'YYYY-MM-DD') as day
            from player_running_totals
           where players > 0 and get_byte(substring(data from 1 for 1), 0) <> 255 order by 1, 2, 3`,
    );
  },

  /** A day's running totals as kept, with the leaderboard version they were built at. */
  async keptAt(db: Executor, key: SeasonKey, day: string): Promise<(PackedTotals & { version: number }) | undefined> {
    const [row] = await queryRows<PackedTotals & { version: string | number }>(
      db,
      sql`select version, players, data from player_running_totals where ${ofSeason(key)} and day = ${day}::date`,
    );
    return row && { ...row, version: Number(row.version) };
  },

  /** Keeps a day's running totals read at `version`, unless a newer build is there already. */
  async save(db: Executor, key: SeasonKey, day: string, version: number, totals: PackedTotals): Promise<void> {
    await db.execute(sql`
      insert into player_running_totals (competition_id, season, day, version, players, data)
      values (${key.competitionId}, ${key.season}, ${day}::date, ${version}, ${totals.players}, ${totals.data})
      on conflict (competition_id, season, day) do update set version = excluded.version, players = excluded.players, data = excluded.data
       where player_running_totals.version <= excluded.version`);
  },

  /**
   * `day`'s totals change in `tx`: the running totals' domain moves (ADR 093) and the day records the new version, so
   * every running total from that day on is no longer current.
   */
  async recordDayChanged(tx: Executor, key: SeasonKey, day: string): Promise<void> {
    await tx.execute(sql`
      insert into player_day_changes (competition_id, season, day, version)
      values (${key.competitionId}, ${key.season}, ${day}::date, bump_data_version(${dataDomain.runningTotals}))
      on conflict (competition_id, season, day) do update set version = excluded.version`);
  },

  /** After a rebuild of every aggregate: every day of every competition-season with matches changed. */
  async recordEveryDayChanged(tx: Executor): Promise<void> {
    await tx.execute(sql`
      with moved as (select bump_data_version(${dataDomain.runningTotals}) as version)
      insert into player_day_changes (competition_id, season, day, version)
      select m.competition_id, m.season, ${EVERY_DAY}::date, moved.version
        from (select distinct competition_id, season from matches) m cross join moved
      on conflict (competition_id, season, day) do update set version = excluded.version`);
  },
};
