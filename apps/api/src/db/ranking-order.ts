import { sql, type SQL } from 'drizzle-orm';
import { RANKING_ORDER } from '@scoreline/domain';
import { activeAccount } from './player-status';

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
 * Who is ranked: players whose account is active (player-status.ts). Blocked players are left out of every ranking,
 * rank snapshot and badge; the few ids this join drops are the users service's `unrankedPlayers`, which date ranges
 * and a month's standings leave out. The join names the player `u`.
 */
export function joinActivePlayers(alias: string): SQL {
  return sql`join users u on u.id = ${sql.identifier(alias)}.user_id and ${activeAccount('u')}`;
}
