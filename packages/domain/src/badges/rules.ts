import type { BadgeId } from '@scoreline/contracts';
import { compareStandings, RANKING_ORDER, type Standing } from '../ranking';
import { milestoneBadges, monthlyBadges, SHARPSHOOTER_EXACT_SCORES, STREAK_LENGTH } from './catalogue';

/** One player's aggregates in a round. */
export interface RoundStanding {
  userId: number;
  points: number;
  exact: number;
}

/**
 * round-winner: the most points in the round; every player on that many points shares it (no tie-break), and
 * nobody wins a round on 0 points.
 */
export function roundWinners(rows: readonly RoundStanding[]): number[] {
  const best = Math.max(0, ...rows.map((row) => row.points));
  if (best === 0) return [];
  return rows.filter((row) => row.points === best).map((row) => row.userId);
}

/** sharpshooter: at least SHARPSHOOTER_EXACT_SCORES exact scores in one round. */
export function sharpshooters(rows: readonly RoundStanding[]): number[] {
  return rows.filter((row) => row.exact >= SHARPSHOOTER_EXACT_SCORES).map((row) => row.userId);
}

// The published tie-break without its last step (earlier sign-up): players equal on points, exact scores and
// correct outcomes share a place instead of being split by their account's age.
const placeKeys = RANKING_ORDER.filter((step) => step.key !== 'userId');
function samePlace(a: Standing, b: Standing): boolean {
  return placeKeys.every(({ key }) => a[key] === b[key]);
}

/**
 * monthly-first/second/third: the month's places by the published tie-break (packages/domain ranking: points,
 * exact scores, correct outcomes). Players equal on all three share a place, and the next place is skipped as in
 * a sports table (two joint firsts, then a third). Players without points in the month get nothing.
 */
export function monthlyPlaces(standings: readonly Standing[]): { userId: number; badgeId: BadgeId; place: number }[] {
  const sorted = standings.filter((standing) => standing.points > 0).sort(compareStandings);
  const awards: { userId: number; badgeId: BadgeId; place: number }[] = [];
  let place = 0;
  for (const [index, standing] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (!previous || !samePlace(previous, standing)) place = index + 1;
    const badge = monthlyBadges.find((candidate) => candidate.place === place);
    if (!badge) break;
    awards.push({ userId: standing.userId, badgeId: badge.id, place });
  }
  return awards;
}

/** top-100, top-10, number-one: every milestone an overall rank is within (rank 1 reaches all three). */
export function milestonesWithin(rank: number): BadgeId[] {
  if (!Number.isInteger(rank) || rank < 1) return [];
  return milestoneBadges.filter((badge) => rank <= (badge.rankThreshold ?? 0)).map((badge) => badge.id);
}

/**
 * streak-5: given the completed rounds (by number) in which a player scored points, the rounds at which a run of
 * consecutive round numbers reaches 5, 10, 15… A round that is not completed, or completed without points,
 * breaks the run.
 */
export function streakRounds(roundsWithPoints: Iterable<number>): number[] {
  const rounds = [...new Set(roundsWithPoints)].sort((a, b) => a - b);
  const awards: number[] = [];
  let run = 0;
  for (const [index, round] of rounds.entries()) {
    run = index > 0 && rounds[index - 1] === round - 1 ? run + 1 : 1;
    if (run % STREAK_LENGTH === 0) awards.push(round);
  }
  return awards;
}
