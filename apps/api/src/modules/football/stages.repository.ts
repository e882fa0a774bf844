import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

export interface RoundStageRow {
  round: number;
  stageKey: string | null;
  roundLabel: string;
}

/** A competition-season's rounds as stages (issue 58, ADR 101): each round once, with its stage key and label. */
export const stagesRepository = {
  async roundStages(db: Executor, competitionId: number, season: number): Promise<RoundStageRow[]> {
    const rows = await queryRows<{ round: number; stage_key: string | null; round_label: string }>(
      db,
      sql`select distinct on (round) round, stage_key, round_label
            from matches
           where competition_id = ${competitionId} and season = ${season}
           order by round, kickoff_at`,
    );
    return rows.map((row) => ({ round: Number(row.round), stageKey: row.stage_key, roundLabel: row.round_label }));
  },
};
