import type { Executor } from '../../db/client';
import { matchOverrides } from '../../db/schema';
import type { FixtureOverride } from '../football/sync.service';

/** Operator corrections by match id, applied over the provider's data on every sync (issue #5). */
export async function readMatchOverrides(db: Executor): Promise<Map<number, FixtureOverride>> {
  const rows = await db.select().from(matchOverrides);
  return new Map(
    rows.map((row) => [
      row.matchId,
      {
        ...(row.homeGoals !== null && row.awayGoals !== null
          ? { homeGoals: row.homeGoals, awayGoals: row.awayGoals }
          : {}),
        ...(row.kickoffAt ? { kickoffAt: row.kickoffAt } : {}),
      },
    ]),
  );
}
