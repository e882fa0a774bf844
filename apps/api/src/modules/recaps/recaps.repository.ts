import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { intArray } from '../../db/array-literals';
import { rankIn, roundRanksOf } from '../../db/round-ranks';

type SeasonKey = { competitionId: number; season: number };

/** The pick that scored the most in a round, as its scored fact has it. */
export interface BestPickRow {
  match_id: number;
  home: string;
  away: string;
  pick_home: number;
  pick_away: number;
  home_goals: number | null;
  away_goals: number | null;
  points: number;
  rule: 'exact' | 'outcomeAndBucket' | 'outcome' | 'none';
  multiplier: number;
}

/** Issue 60 (docs/decisions/117): what a round recap reads besides the tables. */
export const recapsRepository = {
  /** Whether a round of a season is complete (its ranks are written when its last match is scored, ADR 029). */
  async isComplete(db: Executor, key: SeasonKey, round: number): Promise<boolean> {
    const rows = await queryRows(db, sql`select 1 from round_ranks r where ${roundRanksOf(key, round)}`);
    return rows.length > 0;
  },

  /** The latest completed round of a season; undefined before any. */
  async latestComplete(db: Executor, key: SeasonKey): Promise<number | undefined> {
    const [row] = await queryRows<{ round: number }>(
      db,
      sql`select max(r.round) as round from round_ranks r where ${roundRanksOf(key)}`,
    );
    return row?.round ?? undefined;
  },

  /** The completed round before `round` (the overall places before it); undefined for the first. */
  async completeBefore(db: Executor, key: SeasonKey, round: number): Promise<number | undefined> {
    const [row] = await queryRows<{ round: number }>(
      db,
      sql`select max(r.round) as round from round_ranks r where ${roundRanksOf(key)} and r.round < ${round}`,
    );
    return row?.round ?? undefined;
  },

  /** A player's best scored pick of a round: the most points, an exact score first, then the earlier kick-off. */
  async bestPick(db: Executor, userId: number, key: SeasonKey, round: number): Promise<BestPickRow | undefined> {
    const [row] = await queryRows<BestPickRow>(
      db,
      sql`select sp.match_id, h.name as home, a.name as away, sp.home_goals as pick_home, sp.away_goals as pick_away,
                 m.home_goals, m.away_goals, sp.points, sp.rule, sp.multiplier
            from scored_predictions sp
            join matches m on m.id = sp.match_id
            join teams h on h.id = m.home_team_id
            join teams a on a.id = m.away_team_id
           where sp.user_id = ${userId} and m.competition_id = ${key.competitionId} and m.season = ${key.season}
             and m.round = ${round}
           order by sp.points desc, (sp.rule = 'exact') desc, m.kickoff_at, m.id
           limit 1`,
    );
    return row;
  },

  /** A player's overall place after a completed round (its packed ranks, ADR 029); undefined when not ranked then. */
  async placeAfter(db: Executor, key: SeasonKey, round: number, userId: number): Promise<number | undefined> {
    const [row] = await queryRows<{ rank: number | null }>(
      db,
      sql`select ${rankIn(sql`${userId}::int`)} as rank from round_ranks r where ${roundRanksOf(key, round)}`,
    );
    return row?.rank || undefined;
  },

  async usernames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
    const rows = await queryRows<{ id: number; username: string }>(
      db,
      sql`select id, username from users where id = any(${intArray(userIds)}::int[])`,
    );
    return new Map(rows.map((row) => [row.id, row.username]));
  },
};
