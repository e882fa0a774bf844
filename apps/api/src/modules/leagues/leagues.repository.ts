import { sql, type SQL } from 'drizzle-orm';
import { statusCodesOf } from '@scoreline/domain';
import { queryRows, type Executor } from '../../db/client';
import { activeAccount } from '../../db/player-status';

export interface LeagueRow {
  id: number;
  name: string;
  invitation_code: string;
  owner_id: number;
  owner_username: string;
  created_at: Date | string;
  member_count: number;
  /** The league's rules (issue 59, ADR 112). */
  jokers: boolean;
  bonus: boolean;
}

export interface MemberRow {
  user_id: number;
  username: string;
  profile_picture: string | null;
  joined_at: Date | string;
}

/** A competition-season a league plays (issue 58, ADR 106), in the order it was added. */
export interface LeagueCompetitionRow {
  league_id: number;
  competition_id: number;
  season: number;
  slug: string;
  name: string;
}

/** A league, its owner's name and its members (blocked players are not counted, as no leaderboard ranks them). */
const leagueColumns = sql`l.id, l.name, l.invitation_code, l.owner_id, o.username as owner_username, l.created_at,
  l.jokers, l.bonus,
  (select count(*)::int from private_league_members c join users cu on cu.id = c.user_id
    where c.league_id = l.id and ${activeAccount('cu')}) as member_count`;

/** The statuses of a match that is, was or will be played: a postponed or cancelled one locks no league's rules. */
const playedStatuses = sql.join(
  statusCodesOf('scheduled', 'live', 'finished').map((status) => sql`${status}`),
  sql`, `,
);

/** The first key of the advisory locks taken per owner (the second is the owner's id). */
const OWNER_LOCK_SPACE = 1_208;

/** Applies `changes` (a SET list) to a league if `ownerId` still owns it; false when it does not (any more). */
async function updateOwned(db: Executor, leagueId: number, ownerId: number, changes: SQL, now: Date) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`update private_leagues set ${changes}, updated_at = ${now.toISOString()}::timestamptz
         where id = ${leagueId} and owner_id = ${ownerId} returning 1 as one`,
  );
  return rows.length > 0;
}

export const leaguesRepository = {
  /** Serializes one player's league creations, so the cap on leagues owned holds under concurrent requests. */
  async lockOwner(tx: Executor, ownerId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK_SPACE}, ${ownerId})`);
  },

  async countOwned(db: Executor, ownerId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from private_leagues where owner_id = ${ownerId}`,
    );
    return row?.count ?? 0;
  },

  /** Inserts a league unless its code is taken (then undefined: the caller draws another code). */
  async insertIfCodeFree(
    tx: Executor,
    league: { name: string; code: string; ownerId: number; now: Date; jokers: boolean; bonus: boolean },
  ): Promise<number | undefined> {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into private_leagues (name, invitation_code, owner_id, created_at, updated_at, jokers, bonus)
          values (${league.name}, ${league.code}, ${league.ownerId}, ${league.now.toISOString()}::timestamptz, ${league.now.toISOString()}::timestamptz, ${league.jokers}, ${league.bonus})
          on conflict (invitation_code) do nothing returning id`,
    );
    return row?.id;
  },

  async addMember(tx: Executor, leagueId: number, userId: number, now: Date): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`insert into private_league_members (league_id, user_id, joined_at) values (${leagueId}, ${userId}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning 1 as one`,
    );
    return rows.length > 0;
  },

  async findIdByCode(db: Executor, code: string): Promise<number | undefined> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from private_leagues where invitation_code = ${code}`,
    );
    return row?.id;
  },

  /** The leagues `userId` owns or is in whose owner is not an active account, oldest first. */
  async withInactiveOwnerOf(db: Executor, userId: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select l.id from private_leagues l join users o on o.id = l.owner_id
           where not ${activeAccount('o')}
             and (l.owner_id = ${userId}
               or exists (select 1 from private_league_members m where m.league_id = l.id and m.user_id = ${userId}))
           order by l.id`,
    );
    return rows.map((row) => row.id);
  },

  /** Whether the account is blocked (any status but active), read under the caller's transaction. */
  async isBlocked(tx: Executor, userId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from users u where u.id = ${userId} and not ${activeAccount('u')}`,
    );
    return rows.length > 0;
  },

  /** Locks a league's row until the transaction ends (membership changes of one league go one at a time). */
  async lock(tx: Executor, leagueId: number): Promise<{ id: number; owner_id: number; name: string } | undefined> {
    const [row] = await queryRows<{ id: number; owner_id: number; name: string }>(
      tx,
      sql`select id, owner_id, name from private_leagues where id = ${leagueId} for update`,
    );
    return row;
  },

  async find(db: Executor, leagueId: number): Promise<LeagueRow | undefined> {
    const [row] = await queryRows<LeagueRow>(
      db,
      sql`select ${leagueColumns} from private_leagues l join users o on o.id = l.owner_id where l.id = ${leagueId}`,
    );
    return row;
  },

  async isMember(db: Executor, leagueId: number, userId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from private_league_members where league_id = ${leagueId} and user_id = ${userId}`,
    );
    return rows.length > 0;
  },

  /** Every membership row (blocked players' included): the member cap counts them all. */
  async countMembers(db: Executor, leagueId: number): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from private_league_members where league_id = ${leagueId}`,
    );
    return row?.count ?? 0;
  },

  /** The leagues a player belongs to, the most recently joined first. */
  async leaguesOf(db: Executor, userId: number): Promise<LeagueRow[]> {
    return queryRows<LeagueRow>(
      db,
      sql`select ${leagueColumns} from private_league_members m
            join private_leagues l on l.id = m.league_id join users o on o.id = l.owner_id
           where m.user_id = ${userId} order by m.joined_at desc, l.id desc`,
    );
  },

  /** Active members: the owner first, then longest-standing first (joins at one instant by id). */
  async members(db: Executor, leagueId: number): Promise<MemberRow[]> {
    return queryRows<MemberRow>(
      db,
      sql`select m.user_id, u.username, u.profile_picture, m.joined_at
            from private_league_members m join users u on u.id = m.user_id
            join private_leagues l on l.id = m.league_id
           where m.league_id = ${leagueId} and ${activeAccount('u')}
           order by (m.user_id = l.owner_id) desc, m.joined_at, m.user_id`,
    );
  },

  /** The competition-seasons each league plays (issue 58, ADR 106), each league's in the order they were added. */
  async competitionsOf(db: Executor, leagueIds: number[]): Promise<Map<number, LeagueCompetitionRow[]>> {
    const byLeague = new Map<number, LeagueCompetitionRow[]>(leagueIds.map((id) => [id, []]));
    if (leagueIds.length === 0) return byLeague;
    const rows = await queryRows<LeagueCompetitionRow>(
      db,
      sql`select lc.league_id, lc.competition_id, lc.season, cs.slug, cs.name
            from private_league_competitions lc
            join competition_seasons cs on cs.competition_id = lc.competition_id and cs.season = lc.season
           where lc.league_id in (${sql.join(
             leagueIds.map((id) => sql`${id}`),
             sql`, `,
           )})
           order by lc.added_at, cs.name, lc.competition_id, lc.season`,
    );
    for (const row of rows) {
      byLeague
        .get(row.league_id)
        ?.push({ ...row, competition_id: Number(row.competition_id), season: Number(row.season) });
    }
    return byLeague;
  },

  /**
   * Adds competition-seasons to a league (those it already plays are left as they are); answers how many were added.
   * `addedAt` orders a league's competitions: those of one call at one instant keep their given order by a microsecond.
   */
  async addCompetitions(
    tx: Executor,
    leagueId: number,
    keys: readonly { competitionId: number; season: number }[],
    now: Date,
  ): Promise<number> {
    if (keys.length === 0) return 0;
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`insert into private_league_competitions (league_id, competition_id, season, added_at)
          values ${sql.join(
            keys.map(
              (key, index) =>
                sql`(${leagueId}, ${key.competitionId}, ${key.season}, ${now.toISOString()}::timestamptz + ${index} * interval '1 microsecond')`,
            ),
            sql`, `,
          )}
          on conflict do nothing returning 1 as one`,
    );
    return rows.length;
  },

  /** Member ids of each league (the leaderboards leave blocked players out themselves). */
  async memberIds(db: Executor, leagueIds: number[]): Promise<Map<number, number[]>> {
    const byLeague = new Map<number, number[]>(leagueIds.map((id) => [id, []]));
    if (leagueIds.length === 0) return byLeague;
    const rows = await queryRows<{ league_id: number; user_id: number }>(
      db,
      sql`select league_id, user_id from private_league_members
           where league_id in (${sql.join(
             leagueIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    for (const row of rows) byLeague.get(row.league_id)?.push(row.user_id);
    return byLeague;
  },

  /** The active member who joined first, other than `userId` (ties: the earlier sign-up). */
  async longestStandingOther(tx: Executor, leagueId: number, userId: number): Promise<number | undefined> {
    const [row] = await queryRows<{ user_id: number }>(
      tx,
      sql`select m.user_id from private_league_members m join users u on u.id = m.user_id
           where m.league_id = ${leagueId} and m.user_id <> ${userId} and ${activeAccount('u')}
           order by m.joined_at, m.user_id limit 1`,
    );
    return row?.user_id;
  },

  async removeMember(tx: Executor, leagueId: number, userId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`delete from private_league_members where league_id = ${leagueId} and user_id = ${userId} returning 1 as one`,
    );
    return rows.length > 0;
  },

  async setOwner(tx: Executor, leagueId: number, ownerId: number, now: Date): Promise<void> {
    await tx.execute(
      sql`update private_leagues set owner_id = ${ownerId}, updated_at = ${now.toISOString()}::timestamptz where id = ${leagueId}`,
    );
  },

  /** Sets a league's rules (ADR 112) if `ownerId` still owns it; false when it does not (any more). */
  setRules(db: Executor, leagueId: number, ownerId: number, rules: { jokers: boolean; bonus: boolean }, now: Date) {
    return updateOwned(db, leagueId, ownerId, sql`jokers = ${rules.jokers}, bonus = ${rules.bonus}`, now);
  },

  /**
   * The kick-off that locks each league's rules (ADR 112): the earliest of the matches of its competition-seasons that
   * kick off after its creation and are played (scheduled, live or over: not postponed or cancelled). Absent: none.
   */
  async rulesLockTimes(
    db: Executor,
    leagues: readonly { id: number; createdAt: Date; played: readonly { competitionId: number; season: number }[] }[],
  ): Promise<Map<number, Date>> {
    const keys = leagues.flatMap((league) =>
      league.played.map(
        (key) =>
          sql`(${league.id}::int, ${league.createdAt.toISOString()}::timestamptz, ${key.competitionId}::int, ${key.season}::int)`,
      ),
    );
    if (keys.length === 0) return new Map();
    const rows = await queryRows<{ league_id: number; lock_at: Date | string }>(
      db,
      sql`select v.league_id, min(m.kickoff_at) as lock_at
            from (values ${sql.join(keys, sql`, `)}) v(league_id, created_at, competition_id, season)
            join matches m on m.competition_id = v.competition_id and m.season = v.season
                          and m.kickoff_at > v.created_at and m.status in (${playedStatuses})
           group by v.league_id`,
    );
    return new Map(rows.map((row) => [row.league_id, new Date(row.lock_at)]));
  },

  /** Renames a league if `ownerId` still owns it; false when it does not (any more: a hand-over meanwhile). */
  rename(db: Executor, leagueId: number, ownerId: number, name: string, now: Date): Promise<boolean> {
    return updateOwned(db, leagueId, ownerId, sql`name = ${name}`, now);
  },

  /**
   * Gives a league a new code if `ownerId` still owns it, and lifts the bars of the members removed from it, in one
   * statement; false when `ownerId` does not own it (any more). A code taken meanwhile fails on the unique index and
   * changes nothing (the caller draws another): run it outside a transaction.
   */
  async setCode(db: Executor, leagueId: number, ownerId: number, code: string, now: Date): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`with changed as (
            update private_leagues set invitation_code = ${code}, updated_at = ${now.toISOString()}::timestamptz
             where id = ${leagueId} and owner_id = ${ownerId} returning id
          ), lifted as (
            delete from private_league_removals r using changed c where r.league_id = c.id
          )
          select 1 as one from changed`,
    );
    return rows.length > 0;
  },

  /** Bars a member the owner removed from rejoining with the league's code (until the owner makes a new one). */
  async barFromRejoining(tx: Executor, leagueId: number, userId: number, now: Date): Promise<void> {
    await tx.execute(
      sql`insert into private_league_removals (league_id, user_id, removed_at)
          values (${leagueId}, ${userId}, ${now.toISOString()}::timestamptz)
          on conflict (league_id, user_id) do update set removed_at = excluded.removed_at`,
    );
  },

  /** Whether the owner removed the player from the league since its code was last made. */
  async isBarred(db: Executor, leagueId: number, userId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from private_league_removals where league_id = ${leagueId} and user_id = ${userId}`,
    );
    return rows.length > 0;
  },

  /** Deletes a league if `ownerId` still owns it; false when it does not (any more). */
  async delete(db: Executor, leagueId: number, ownerId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`delete from private_leagues where id = ${leagueId} and owner_id = ${ownerId} returning 1 as one`,
    );
    return rows.length > 0;
  },

  /**
   * Counts a join attempt of a player in a fixed window and answers the count and the window's start, in one
   * statement (concurrent attempts queue on the row, so each is counted).
   */
  async countJoinAttempt(
    db: Executor,
    userId: number,
    now: Date,
    windowStartedBefore: Date,
  ): Promise<{ attempts: number; windowStartedAt: Date }> {
    const expired = sql`a.window_started_at <= ${windowStartedBefore.toISOString()}::timestamptz`;
    const [row] = await queryRows<{ attempts: number; window_started_at: Date | string }>(
      db,
      sql`insert into league_join_attempts as a (user_id, window_started_at, attempts) values (${userId}, ${now.toISOString()}::timestamptz, 1)
          on conflict (user_id) do update set
            window_started_at = case when ${expired} then ${now.toISOString()}::timestamptz else a.window_started_at end,
            attempts = case when ${expired} then 1 else a.attempts + 1 end
          returning a.attempts, a.window_started_at`,
    );
    return { attempts: row!.attempts, windowStartedAt: new Date(row!.window_started_at) };
  },

  /** Gives back an attempt that named a real league (only wrong codes count). */
  async refundJoinAttempt(db: Executor, userId: number): Promise<void> {
    await db.execute(
      sql`update league_join_attempts set attempts = greatest(attempts - 1, 0) where user_id = ${userId}`,
    );
  },
};
