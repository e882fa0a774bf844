import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';
import { activeAccount } from '../../db/player-status';

/** A match as the calendar feed writes it, with the player's pick when they made one. */
export interface CalendarMatchRow {
  id: number;
  competition_id: number;
  season: number;
  competition_name: string;
  round_label: string;
  stage_key: string | null;
  kickoff_at: Date;
  status: string;
  home_name: string;
  away_name: string;
  venue_name: string | null;
  home_goals: number | null;
  away_goals: number | null;
  pick_home: number | null;
  pick_away: number | null;
}

/** Issue 60 (docs/decisions/113): the calendar feeds' rows, and the matches a feed lists. */
export const calendarRepository = {
  async createdAt(db: Executor, userId: number): Promise<Date | null> {
    const [row] = await queryRows<{ created_at: Date }>(
      db,
      sql`select created_at from calendar_feeds where user_id = ${userId}`,
    );
    return row ? new Date(row.created_at) : null;
  },

  /** Makes the player's feed, or gives it a new token: the old address stops working in the same statement. */
  async replace(db: Executor, userId: number, tokenHash: string, now: Date): Promise<void> {
    await db.execute(
      sql`insert into calendar_feeds (user_id, token_hash, created_at) values (${userId}, ${tokenHash}, ${now.toISOString()}::timestamptz)
          on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
    );
  },

  /** Turns the player's feed off; whether there was one. */
  async remove(db: Executor, userId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`delete from calendar_feeds where user_id = ${userId} returning 1 as one`,
    );
    return rows.length > 0;
  },

  /** The player a token's hash belongs to, while their account is active (a blocked player's feed answers nothing). */
  async ownerOf(db: Executor, tokenHash: string): Promise<number | undefined> {
    const [row] = await queryRows<{ user_id: number }>(
      db,
      sql`select f.user_id from calendar_feeds f join users u on u.id = f.user_id
           where f.token_hash = ${tokenHash} and ${activeAccount('u')}`,
    );
    return row?.user_id;
  },

  /**
   * The matches of some competition-seasons kicking off at or after `since`, soonest first, each with the player's
   * pick. At most `limit` (a season or two of every competition).
   */
  async matches(
    db: Executor,
    userId: number,
    seasons: readonly { competitionId: number; season: number }[],
    since: Date,
    limit: number,
  ): Promise<CalendarMatchRow[]> {
    if (seasons.length === 0) return [];
    return queryRows<CalendarMatchRow>(
      db,
      sql`select m.id, m.competition_id, m.season, cs.name as competition_name, m.round_label, m.stage_key,
                 m.kickoff_at, m.status, h.name as home_name, a.name as away_name, m.venue_name,
                 m.home_goals, m.away_goals,
                 p.home_goals as pick_home, p.away_goals as pick_away
            from matches m
            join competition_seasons cs on cs.competition_id = m.competition_id and cs.season = m.season
            join teams h on h.id = m.home_team_id
            join teams a on a.id = m.away_team_id
            left join predictions p on p.match_id = m.id and p.user_id = ${userId}
           where (m.competition_id, m.season) in (
                   select * from unnest(${intArray(seasons.map((key) => key.competitionId))}::int[],
                                        ${intArray(seasons.map((key) => key.season))}::int[]))
             and m.kickoff_at >= ${since.toISOString()}::timestamptz
           order by m.kickoff_at, m.id
           limit ${limit}`,
    );
  },
};
