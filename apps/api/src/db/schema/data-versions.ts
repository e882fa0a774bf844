import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Freshness's one home (issue 56, docs/decisions/093): a version per data domain (`db/data-versions.ts`
 * names them), moved by `bump_data_version(domain)` (migration 0027) inside the transaction that changes the domain.
 * A version never repeats, even after a restore: it grows by one and with the clock. Every process reads the whole
 * table in one statement per moment and keeps its caches under it.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    domain: text('domain').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  // The domains every request reads (a handful), apart from the players' own (one a player).
  (table) => [
    index('data_versions_shared_idx')
      .on(table.domain)
      .where(sql`not starts_with(${table.domain}, 'player:')`),
  ],
);
