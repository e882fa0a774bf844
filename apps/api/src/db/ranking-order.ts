import { sql, type SQL } from 'drizzle-orm';
import { RANKING_ORDER } from '@scoreline/domain';
import { queryRows, type Executor } from './client';

/** Whose account is ranked (users' `status`). */
const rankedStatus = "status = 'active'";

const columns = { points: 'points', exact: 'exact', outcomes: 'outcomes', userId: 'user_id' } as const;

/**
 * The published tie-break (packages/domain RANKING_ORDER) as an SQL `order by` list over rows with the
 * aggregate columns (points, exact, outcomes, user_id), optionally qualified by a table alias.
 */
export function rankingOrderBy(alias?: string): SQL {
  return sql.raw(
    RANKING_ORDER.map(({ key, direction }) => `${alias ? `${alias}.` : ''}${columns[key]} ${direction}`).join(', '),
  );
}

/**
 * Who is ranked: players whose account is active. Blocked players are left out of every ranking, rank snapshot and
 * badge (one home for that rule); the join names the player `u`.
 */
export function joinActivePlayers(alias: string): SQL {
  return sql.raw(`join users u on u.id = ${alias}.user_id and u.${rankedStatus}`);
}

/**
 * The players left out of every ranking (those `joinActivePlayers` drops: blocked), few: a date range and a month's
 * standings are read without them.
 */
export async function unrankedPlayers(db: Executor): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql.raw(`select id from users where not ${rankedStatus}`));
  return new Set(rows.map((row) => row.id));
}
