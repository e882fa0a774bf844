import { sql } from 'drizzle-orm';
import type { MatchStatusCode } from '@scoreline/contracts';
import { statusCodesOf } from '@scoreline/domain';
import { queryRows, type Executor } from '../../db/client';

const liveStatuses = sql.join(
  statusCodesOf('live').map((status) => sql`${status}`),
  sql`, `,
);

export interface LiveMatchState {
  id: number;
  status: MatchStatusCode;
  home: number | null;
  away: number | null;
  elapsed: number | null;
}

/** The live stream's one read (issue 13). */
export const liveRepository = {
  /**
   * Every live match, and every match kicking off or played around now (`from`–`to`), so a match is seen going
   * live, and going from live (or not started, when an operator enters a result) to final. A few dozen rows.
   */
  async states(db: Executor, from: Date, to: Date): Promise<LiveMatchState[]> {
    return queryRows<LiveMatchState>(
      db,
      sql`select id, status, home_goals as home, away_goals as away, status_elapsed as elapsed
            from matches
           where status in (${liveStatuses}) or kickoff_at between ${from} and ${to}
           order by id`,
    );
  },
};
