import { sql } from 'drizzle-orm';
import { compareStandings, rankingCountersOf, scorePrediction } from '@scoreline/domain';
import { queryRows, type Executor } from '../../src/db/client';
import type { StandingRow } from '../../src/modules/predictions/leaderboard.repository';

/**
 * A date range's standings from scratch, for comparing the running totals with: every prediction of a match that
 * kicked off in the UTC days `start`–`end` and is scored, scored again here with the §9 rule against the result its
 * match was scored with; blocked players left out; in the published order.
 */
export async function rangeFromPredictions(db: Executor, start: string, end: string): Promise<StandingRow[]> {
  const predictions = await queryRows<{ user_id: number; home: number; away: number; rh: number; ra: number }>(
    db,
    sql`select p.user_id, p.home_goals as home, p.away_goals as away, s.home_goals as rh, s.away_goals as ra
          from predictions p
          join match_scoring s on s.match_id = p.match_id
          join matches m on m.id = p.match_id
          join users u on u.id = p.user_id and u.status = 'active'
         where (m.kickoff_at at time zone 'UTC')::date between ${start}::date and ${end}::date`,
  );
  const totals = new Map<number, StandingRow>();
  for (const { user_id, home, away, rh, ra } of predictions) {
    const { points, rule } = scorePrediction({ home, away }, { home: rh, away: ra });
    const counters = rankingCountersOf(rule);
    const row = totals.get(user_id) ?? { user_id, points: 0, scored: 0, exact: 0, outcomes: 0 };
    row.points += points;
    row.scored += 1;
    row.exact += counters.exact;
    row.outcomes += counters.outcomes;
    totals.set(user_id, row);
  }
  return [...totals.values()].sort((a, b) =>
    compareStandings({ ...a, userId: a.user_id }, { ...b, userId: b.user_id }),
  );
}
