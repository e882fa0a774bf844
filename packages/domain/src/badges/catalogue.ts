import { badgeIds, type BadgeId } from '@scoreline/contracts/plain';

/** How a badge is earned, which decides its period (one award per player per period) and its log label. */
export type BadgeKind = 'monthly' | 'round' | 'milestone' | 'streak';

export interface BadgeDefinition {
  id: BadgeId;
  name: string;
  description: string;
  kind: BadgeKind;
  /** Ranked badges (spec §2 "month and year for ranked badges") carry their place in the month. */
  isRanked: boolean;
  /** 1, 2 or 3 for the monthly places; null otherwise. */
  place: 1 | 2 | 3 | null;
  /** Overall-rank milestones: the rank to reach (at or better). */
  rankThreshold: number | null;
}

/** Exact scores in one round that earn the sharpshooter badge. */
export const SHARPSHOOTER_EXACT_SCORES = 3;
/** Consecutive completed rounds with points that earn the streak badge (again at every multiple). */
export const STREAK_LENGTH = 5;

/**
 * The badge catalogue (issue 11). Months are calendar months in UTC: a match counts for the month its kick-off
 * falls in, in UTC.
 */
export const BADGES: Readonly<Record<BadgeId, BadgeDefinition>> = {
  'monthly-first': {
    id: 'monthly-first',
    name: 'Player of the Month',
    description: 'First in a calendar month (UTC) by points from matches that kicked off in that month',
    kind: 'monthly',
    isRanked: true,
    place: 1,
    rankThreshold: null,
  },
  'monthly-second': {
    id: 'monthly-second',
    name: 'Runner-up of the Month',
    description: 'Second in a calendar month (UTC) by points from matches that kicked off in that month',
    kind: 'monthly',
    isRanked: true,
    place: 2,
    rankThreshold: null,
  },
  'monthly-third': {
    id: 'monthly-third',
    name: 'Third of the Month',
    description: 'Third in a calendar month (UTC) by points from matches that kicked off in that month',
    kind: 'monthly',
    isRanked: true,
    place: 3,
    rankThreshold: null,
  },
  'round-winner': {
    id: 'round-winner',
    name: 'Round Winner',
    description: 'Most points in a round (joint winners share it)',
    kind: 'round',
    isRanked: false,
    place: null,
    rankThreshold: null,
  },
  sharpshooter: {
    id: 'sharpshooter',
    name: 'Sharpshooter',
    description: `${SHARPSHOOTER_EXACT_SCORES} or more exact scores in one round`,
    kind: 'round',
    isRanked: false,
    place: null,
    rankThreshold: null,
  },
  'top-100': {
    id: 'top-100',
    name: 'Top 100',
    description: 'Reached the top 100 of the overall leaderboard after a completed round',
    kind: 'milestone',
    isRanked: false,
    place: null,
    rankThreshold: 100,
  },
  'top-10': {
    id: 'top-10',
    name: 'Top 10',
    description: 'Reached the top 10 of the overall leaderboard after a completed round',
    kind: 'milestone',
    isRanked: false,
    place: null,
    rankThreshold: 10,
  },
  'number-one': {
    id: 'number-one',
    name: 'Number One',
    description: 'Top of the overall leaderboard after a completed round',
    kind: 'milestone',
    isRanked: false,
    place: null,
    rankThreshold: 1,
  },
  'streak-5': {
    id: 'streak-5',
    name: 'On a Roll',
    description: `Points in ${STREAK_LENGTH} consecutive completed rounds (again at every ${STREAK_LENGTH} more)`,
    kind: 'streak',
    isRanked: false,
    place: null,
    rankThreshold: null,
  },
};

/** Every badge in catalogue order (the contracts' `badgeIds`). */
export const badgeCatalogue: readonly BadgeDefinition[] = badgeIds.map((id) => BADGES[id]);

export const monthlyBadges = badgeCatalogue.filter((badge) => badge.kind === 'monthly');
export const milestoneBadges = badgeCatalogue.filter((badge) => badge.kind === 'milestone');
/** The widest milestone (top 100): ranks beyond it earn nothing. */
export const WIDEST_MILESTONE = Math.max(...milestoneBadges.map((badge) => badge.rankThreshold ?? 0));

/** Where the web app serves a badge's icon (apps/web/public/badges/). */
export function badgeIconUrl(id: BadgeId): string {
  return `/badges/${id}.svg`;
}
