import { sql, type SQL } from 'drizzle-orm';

/**
 * The personal insights' per-team counters (issue 11), one player_team_counters row per player (docs/decisions/030):
 * `team_points[i]` and `team_scored[i]` are the player's points and scored predictions over the matches of team i,
 * two sparse integer arrays indexed by team id (NULL where the player has none; a Postgres array may start at any
 * index and stores a NULL as one bit). The one home of that layout: the SQL that moves the counters and reads them.
 */

/** The clubs of a match, each once (a club never meets itself in real data; counted once if it did). */
const clubsOf = (teams: readonly number[]) => [...new Set(teams)].sort((a, b) => a - b);

/**
 * An array literal holding `value` at each club's index and NULL between (`[3:7]={2,NULL,NULL,NULL,2}`): what one
 * scored prediction adds, and the counters of a player's first one.
 */
export function teamCountersLiteral(teams: readonly number[], value: number): string {
  const clubs = clubsOf(teams);
  const [low, high] = [clubs[0]!, clubs[clubs.length - 1]!];
  const elements = Array.from({ length: high - low + 1 }, (_, index) =>
    clubs.includes(low + index) ? String(value) : 'NULL',
  );
  return `[${low}:${high}]={${elements.join(',')}}`;
}

/**
 * The `on conflict (user_id) do update` assignments that add the proposed row's counters (`excluded`, built with
 * teamCountersLiteral) to the player's, at each club's index.
 */
export function addTeamCounters(teams: readonly number[]): SQL {
  return sql.raw(
    clubsOf(teams)
      .flatMap((team) => {
        if (!Number.isSafeInteger(team)) throw new Error(`not a team id: ${team}`);
        return ['team_points', 'team_scored'].map(
          (column) => `${column}[${team}] = coalesce(t.${column}[${team}], 0) + excluded.${column}[${team}]`,
        );
      })
      .join(', '),
  );
}

/**
 * One row per team a player has counters for (`team_id`, `points`, `scored`), from the player_team_counters row
 * aliased `p`: a lateral source to join after it. A missing point count beside scored predictions reads as 0.
 */
export const teamCountersOfRow = sql`lateral (select i as team_id, coalesce(p.team_points[i], 0) as points,
  p.team_scored[i] as scored from generate_subscripts(p.team_scored, 1) as i where p.team_scored[i] is not null) c`;
