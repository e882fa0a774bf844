import { sql, type SQL } from 'drizzle-orm';
import { queryRows, sqlList, type Executor } from '../../db/client';
import { activeAccount } from '../../db/player-status';
import { joinActivePlayers } from '../../db/ranking-order';
import { completedRoundsOf, leadersOf, roundRanksOf, type PackedRanks } from '../../db/round-ranks';

/** A competition's season and round (round aggregates and snapshots are keyed by them). */
export interface RoundKey {
  competitionId: number;
  season: number;
  round: number;
}

export interface NewAward {
  userId: number;
  badgeId: string;
  period: string;
  competitionId: number | null;
  season: number | null;
  round: number | null;
  month: string | null;
  rank: number | null;
}

export interface AwardRow extends NewAward {
  id: number;
  awardedAt: Date;
}

/** An award as its log shows it, with the names of where it was won (null where the data has none). */
export interface AwardLogRow {
  id: number;
  round: number | null;
  month: string | null;
  rank: number | null;
  season: number | null;
  awardedAt: Date;
  competitionName: string | null;
  competitionKind: string | null;
  stageKey: string | null;
}

// Namespace of the badge awarding's advisory lock (any constant unused elsewhere).
const BADGES_LOCK_NAMESPACE = 51_811;

const awardColumns = sql.raw(`id, user_id as "userId", badge_id as "badgeId", period, competition_id as "competitionId",
  season, round, month, rank, awarded_at as "awardedAt"`);

/** Players by user id: those after `after` and up to `through` (every later one when null). */
export interface PlayerSlice {
  after: number;
  through: number | null;
}

const inSlice = (column: SQL, { after, through }: PlayerSlice) =>
  through === null ? sql`${column} > ${after}` : sql`${column} > ${after} and ${column} <= ${through}`;

/**
 * `joinActivePlayers`, and also the `kept` players whatever their status: blocked players who hold an award of the
 * period reconciled stay in its reckoning (docs/decisions/018, addendum 2026-12-02). The join names the player `u`.
 */
const joinReckonedPlayers = (alias: string, kept: readonly number[]) =>
  kept.length === 0
    ? joinActivePlayers(alias)
    : sql`join users u on u.id = ${sql.identifier(alias)}.user_id and (${activeAccount('u')} or u.id in (${sqlList(kept)}))`;

const inSeason = (key: Omit<RoundKey, 'round'>) =>
  sql`competition_id = ${key.competitionId} and season = ${key.season}`;

/**
 * The badges' SQL (issue 11). Awarding reads the scoring's aggregates (round totals, the rank snapshots of completed
 * rounds; a month's totals come from the running totals, given to the service); only active players earn badges.
 */
export const badgesRepository = {
  /** One awarding at a time (round jobs, the monthly job, the catch-up), so their reconciliations never interleave. */
  async lockAwarding(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${BADGES_LOCK_NAMESPACE}, 0)`);
  },

  /** The completed rounds of a season: those with a rank snapshot (written when a round's last match is scored). */
  async completedRounds(db: Executor, key: Omit<RoundKey, 'round'>): Promise<number[]> {
    const rows = await queryRows<{ round: number }>(db, completedRoundsOf(key));
    return rows.map((row) => row.round);
  },

  /** Every (competition, season) with matches. */
  async seasons(db: Executor): Promise<Omit<RoundKey, 'round'>[]> {
    return queryRows(db, sql`select distinct competition_id as "competitionId", season from matches order by 1, 2`);
  },

  async processedRounds(db: Executor, key: Omit<RoundKey, 'round'>): Promise<number[]> {
    const rows = await queryRows<{ round: number }>(db, sql`select round from badge_round_runs where ${inSeason(key)}`);
    return rows.map((row) => row.round);
  },

  async recordRoundRun(tx: Executor, key: RoundKey, now: Date): Promise<void> {
    await tx.execute(sql`
      insert into badge_round_runs (competition_id, season, round, awarded_at)
      values (${key.competitionId}, ${key.season}, ${key.round}, ${now})
      on conflict (competition_id, season, round) do update set awarded_at = excluded.awarded_at`);
  },

  /** Active players' (and the `kept` blocked players') points and exact scores in a round, those with points only. */
  async roundStandings(db: Executor, key: RoundKey, kept: readonly number[] = []) {
    return queryRows<{ userId: number; points: number; exact: number }>(
      db,
      sql`select r.user_id as "userId", r.points, r.exact
            from player_round_totals r ${joinReckonedPlayers('r', kept)}
           where r.competition_id = ${key.competitionId} and r.season = ${key.season} and r.round = ${key.round}
             and r.points > 0`,
    );
  },

  /**
   * Active players ranked within `limit` in the round's snapshot (their overall rank after that round), those with
   * points only: a milestone is not reached on 0 points, however few players there are.
   */
  async ranksWithin(db: Executor, key: RoundKey, limit: number) {
    const [row] = await queryRows<PackedRanks>(
      db,
      sql`select r.first_user_id as "firstUserId", r.with_points as "withPoints", r.data
            from round_ranks r where ${roundRanksOf(key, key.round)}`,
    );
    const leaders = row ? leadersOf(row, limit) : [];
    if (leaders.length === 0) return [];
    const rows = sql.join(
      leaders.map(({ userId, rank }) => sql`(${userId}::int, ${rank}::int)`),
      sql`, `,
    );
    return queryRows<{ userId: number; rank: number }>(
      db,
      sql`select s.user_id as "userId", s.rank from (values ${rows}) s(user_id, rank) ${joinActivePlayers('s')}`,
    );
  },

  /**
   * For each active player (and each of the `kept` blocked players) with points in a completed round numbered
   * `fromRound` or later: every completed round of the season in which they scored points (the streaks ending at
   * those rounds depend on all of them).
   */
  async roundsWithPoints(
    db: Executor,
    key: Omit<RoundKey, 'round'>,
    completed: number[],
    fromRound: number,
    players: PlayerSlice,
    kept: readonly number[] = [],
  ) {
    if (completed.length === 0) return [];
    return queryRows<{ userId: number; rounds: number[] }>(
      db,
      sql`select r.user_id as "userId", array_agg(r.round order by r.round) as rounds
            from player_round_totals r ${joinReckonedPlayers('r', kept)}
           where r.competition_id = ${key.competitionId} and r.season = ${key.season}
             and r.round in (${sqlList(completed)}) and r.points > 0
             -- the slice on both sides (u is joinReckonedPlayers' users): PostgreSQL does not carry a range across the
             -- join, and would hash every user
             and ${inSlice(sql`r.user_id`, players)} and ${inSlice(sql`u.id`, players)}
           group by r.user_id
          having max(r.round) >= ${fromRound}`,
    );
  },

  /** The first UTC day a scored match of the season with predictions kicked off on, or null. */
  async firstScoredDay(db: Executor, key: Omit<RoundKey, 'round'>): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`select to_char(min(m.kickoff_at at time zone 'UTC'), 'YYYY-MM-DD') as day
            from match_scoring s join matches m on m.id = s.match_id
           where m.competition_id = ${key.competitionId} and m.season = ${key.season}
             and exists (select 1 from predictions p where p.match_id = s.match_id)`,
    );
    return row?.day ?? null;
  },

  /** The UTC months the round's matches kicked off in. */
  async roundMonths(db: Executor, key: RoundKey): Promise<string[]> {
    const rows = await queryRows<{ month: string }>(
      db,
      sql`select distinct to_char(kickoff_at at time zone 'UTC', 'YYYY-MM') as month from matches
           where ${inSeason(key)} and round = ${key.round}`,
    );
    return rows.map((row) => row.month);
  },

  /** The months of a season whose places were awarded. */
  async awardedMonths(db: Executor, key: Omit<RoundKey, 'round'>): Promise<Set<string>> {
    const rows = await queryRows<{ month: string }>(db, sql`select month from badge_month_runs where ${inSeason(key)}`);
    return new Set(rows.map((row) => row.month));
  },

  async recordMonthRun(tx: Executor, key: Omit<RoundKey, 'round'>, month: string, now: Date): Promise<void> {
    await tx.execute(sql`
      insert into badge_month_runs (competition_id, season, month, awarded_at)
      values (${key.competitionId}, ${key.season}, ${month}, ${now})
      on conflict (competition_id, season, month) do update set awarded_at = excluded.awarded_at`);
  },

  /** Awards of some badges in some periods. */
  async awardsIn(db: Executor, badgeIds: readonly string[], periods: readonly string[]): Promise<AwardRow[]> {
    if (badgeIds.length === 0 || periods.length === 0) return [];
    return queryRows<AwardRow>(
      db,
      sql`select ${awardColumns} from badge_awards where badge_id in (${sqlList(badgeIds)}) and period in (${sqlList(periods)})`,
    );
  },

  /** A badge's awards in a season's rounds numbered `fromRound` or later, of one slice of players. */
  async seasonAwardsFrom(db: Executor, badgeId: string, key: RoundKey, players: PlayerSlice): Promise<AwardRow[]> {
    return queryRows<AwardRow>(
      db,
      sql`select ${awardColumns} from badge_awards
           where badge_id = ${badgeId} and ${inSeason(key)} and round >= ${key.round}
             and ${inSlice(sql`user_id`, players)}`,
    );
  },

  /**
   * The players after `after` (a user id; 0 for the first), `size` of them at most, as a slice: its upper bound is
   * the last one's id, or none when fewer than `size` remain.
   */
  async playerSlice(db: Executor, after: number, size: number): Promise<PlayerSlice> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where id > ${after} order by id offset ${size - 1} limit 1`,
    );
    return { after, through: row?.id ?? null };
  },

  /** Inserts awards; one already held for that (badge, player, period) is kept as it is. */
  async insertAwards(tx: Executor, awards: NewAward[], now: Date): Promise<AwardRow[]> {
    const added: AwardRow[] = [];
    for (let start = 0; start < awards.length; start += 1000) {
      const rows = awards.slice(start, start + 1000).map(
        (award) =>
          sql`(${award.userId}, ${award.badgeId}, ${award.period}, ${award.competitionId}::int, ${award.season}::int,
                 ${award.round}::int, ${award.month}, ${award.rank}::int, ${now})`,
      );
      added.push(
        ...(await queryRows<AwardRow>(
          tx,
          sql`insert into badge_awards (user_id, badge_id, period, competition_id, season, round, month, rank, awarded_at)
              values ${sql.join(rows, sql`, `)}
              on conflict (badge_id, period, user_id) do nothing
              returning ${awardColumns}`,
        )),
      );
    }
    return added;
  },

  async deleteAwards(tx: Executor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.execute(sql`delete from badge_awards where id in (${sqlList(ids)})`);
  },

  /** A player's awards, newest first (a player holds a handful per month at most). */
  async playerAwards(db: Executor, userId: number, within?: Omit<RoundKey, 'round'>): Promise<AwardRow[]> {
    const season = within ? sql`and competition_id = ${within.competitionId} and season = ${within.season}` : sql``;
    return queryRows<AwardRow>(
      db,
      sql`select ${awardColumns} from badge_awards where user_id = ${userId} ${season}
           order by awarded_at desc, id desc`,
    );
  },

  /** One page of a player's awards of one badge, newest first, and how many there are. */
  /**
   * One page of a player's awards of a badge, newest first, each with what names it (issue 58): its
   * competition-season's name and kind, and its round's stage key.
   */
  async badgeLog(db: Executor, userId: number, badgeId: string, page: { limit: number; offset: number }) {
    const [rows, [count]] = await Promise.all([
      queryRows<AwardLogRow>(
        db,
        sql`select a.id, a.round, a.month, a.rank, a.season, a.awarded_at as "awardedAt",
                   cs.name as "competitionName", cs.kind::text as "competitionKind",
                   stage.stage_key as "stageKey"
              from badge_awards a
              left join competition_seasons cs on cs.competition_id = a.competition_id and cs.season = a.season
              left join lateral (
                select m.stage_key from matches m
                 where m.competition_id = a.competition_id and m.season = a.season and m.round = a.round
                 limit 1) stage on a.round is not null
             where a.user_id = ${userId} and a.badge_id = ${badgeId}
             order by a.awarded_at desc, a.id desc limit ${page.limit} offset ${page.offset}`,
      ),
      queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from badge_awards where user_id = ${userId} and badge_id = ${badgeId}`,
      ),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** Which of these players hold any badge: one index probe each (the leaderboard's page of about 20). */
  async holders(db: Executor, userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select u.id from unnest(array[${sqlList(userIds)}]::int[]) u(id)
           where exists (select 1 from badge_awards a where a.user_id = u.id)`,
    );
    return new Set(rows.map((row) => row.id));
  },
};
