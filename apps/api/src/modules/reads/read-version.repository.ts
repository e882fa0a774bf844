import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** The read cache's one query (issue 14; docs/decisions/023). */
export const readVersionRepository = {
  /**
   * The database's write-ahead log position: it moves with every committed write, in any process, and never moves
   * back. An answer built after reading it reflects every write committed before it.
   */
  async current(db: Executor): Promise<string> {
    const [row] = await queryRows<{ version: string }>(db, sql`select pg_current_wal_lsn()::text as version`);
    return row?.version ?? '';
  },
};
