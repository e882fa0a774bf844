import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** The versions a cached answer or session is checked against (issue 14; docs/decisions/023). */
export interface Versions {
  /**
   * The database's write-ahead log position: it moves with every committed write, in any process, and never moves
   * back. An answer built after reading it reflects every write committed before it.
   */
  data: string;
  /**
   * The sessions' own version (migration 0024): it moves with every committed change to what a session check reads
   * (a session's standing, an account's status, e-mail or username, operator grants), not with picks.
   */
  sessions: string;
}

/** The read cache's one query: both versions in one statement. */
export const readVersionRepository = {
  async current(db: Executor): Promise<Versions> {
    const [row] = await queryRows<Versions>(
      db,
      sql`select pg_current_wal_lsn()::text as data, (select version from sessions_version)::text as sessions`,
    );
    return { data: row?.data ?? '', sessions: row?.sessions ?? '' };
  },
};
