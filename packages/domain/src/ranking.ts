/**
 * The published leaderboard order (spec §2 Leaderboard; issue #5 ADR 008): most points first, then most
 * exact scores, then most right outcomes, then the earlier sign-up (the lower user id). One home for the
 * tie-break: the API builds its SQL `order by` from this list, and `compareStandings` applies it in code.
 */
export const RANKING_ORDER = [
  { key: 'points', direction: 'desc' },
  { key: 'exact', direction: 'desc' },
  { key: 'outcomes', direction: 'desc' },
  { key: 'userId', direction: 'asc' },
] as const satisfies readonly { key: keyof Standing; direction: 'asc' | 'desc' }[];

export interface Standing {
  userId: number;
  points: number;
  exact: number;
  outcomes: number;
}

/** Negative when `a` ranks above `b` (Array.prototype.sort order). */
export function compareStandings(a: Standing, b: Standing): number {
  for (const { key, direction } of RANKING_ORDER) {
    const difference = a[key] - b[key];
    if (difference !== 0) return direction === 'asc' ? difference : -difference;
  }
  return 0;
}
