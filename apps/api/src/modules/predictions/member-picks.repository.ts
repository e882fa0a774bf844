import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literals';
import { queryRows, type Executor } from '../../db/client';

/** A player's pick of a match, with its scored fact's points and multiplier once the match is scored (else null). */
export interface MemberPickRow {
  user_id: number;
  match_id: number;
  home_goals: number;
  away_goals: number;
  points: number | null;
  multiplier: number | null;
  /** The player's joker of the round is on this pick (issue 59, ADR 108), scored or not. */
  joker: boolean;
}

/**
 * Issue 59 (docs/decisions/109): the picks of some players for some matches, for a private league's picks grid. The
 * points are the scored facts' (ADR 076), never worked out here. The caller decides which matches' picks may be read
 * (ADR 055): a hidden match's picks are never asked for, except the viewer's own.
 */
export const memberPicksRepository = {
  async picksOf(db: Executor, userIds: number[], matchIds: number[]): Promise<MemberPickRow[]> {
    if (userIds.length === 0 || matchIds.length === 0) return [];
    return queryRows<MemberPickRow>(
      db,
      sql`select p.user_id, p.match_id, p.home_goals, p.away_goals, f.points, f.multiplier, j.match_id is not null as joker
          from predictions p
          left join scored_predictions f on f.match_id = p.match_id and f.user_id = p.user_id
          left join round_jokers j on j.match_id = p.match_id and j.user_id = p.user_id
          where p.user_id = any(${intArray(userIds)}::int[]) and p.match_id = any(${intArray(matchIds)}::int[])`,
    );
  },
};
