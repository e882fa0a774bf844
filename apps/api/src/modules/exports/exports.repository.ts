import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';

/** One of a player's picks as the export writes it: the match, the pick, the joker, and its scored fact once scored. */
export interface PickExportRow {
  competition: string;
  round_label: string;
  kickoff_at: Date;
  home: string;
  away: string;
  pick_home: number;
  pick_away: number;
  joker: boolean;
  home_goals: number | null;
  away_goals: number | null;
  status: string;
  points: number | null;
  rule: 'exact' | 'outcomeAndBucket' | 'outcome' | 'none' | null;
}

/** Issue 60 (docs/decisions/114): what the CSV exports read. */
export const exportsRepository = {
  /** Every pick of a player, by kick-off: its points are its scored fact's (none before the match is scored). */
  async picksOf(db: Executor, userId: number): Promise<PickExportRow[]> {
    return queryRows<PickExportRow>(
      db,
      sql`select cs.name as competition, m.round_label, m.kickoff_at, h.name as home, a.name as away,
                 p.home_goals as pick_home, p.away_goals as pick_away, (j.match_id is not null) as joker,
                 m.home_goals, m.away_goals, m.status, sp.points, sp.rule
            from predictions p
            join matches m on m.id = p.match_id
            join competition_seasons cs on cs.competition_id = m.competition_id and cs.season = m.season
            join teams h on h.id = m.home_team_id
            join teams a on a.id = m.away_team_id
            left join round_jokers j on j.user_id = p.user_id and j.match_id = p.match_id
            left join scored_predictions sp on sp.match_id = p.match_id and sp.user_id = p.user_id
           where p.user_id = ${userId}
           order by m.kickoff_at, m.id`,
    );
  },

  /** The usernames of some players, however many (a whole table's: one array parameter). */
  async usernames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await queryRows<{ id: number; username: string }>(
      db,
      sql`select id, username from users where id = any(${intArray(userIds)}::int[])`,
    );
    return new Map(rows.map((row) => [row.id, row.username]));
  },
};
