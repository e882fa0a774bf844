import { BADGES_PAGE_SIZE, type Badge, type BadgeLog, type Insights } from '@scoreline/contracts';

/** A badge as GET /user/badges lists it (spec §3 Badge). */
export function makeBadge(overrides: Partial<Badge> = {}): Badge {
  const badgeId = overrides.badgeId ?? 'round-winner';
  return {
    badgeId,
    badgeName: 'Round Winner',
    description: 'Most points in a completed round.',
    iconUrl: `/badges/${badgeId}.svg`,
    isRanked: false,
    badgeRank: null,
    rankId: null,
    awardedAt: '2030-02-10T18:00:00.000Z',
    round: 3,
    noOfTimesAwarded: 1,
    ...overrides,
  };
}

export function makeBadgePage(items: Badge[], { page = 1, total = items.length } = {}) {
  return { items, page, size: BADGES_PAGE_SIZE, total };
}

export function makeBadgeLog(overrides: Partial<BadgeLog> = {}): BadgeLog {
  return { awardedAt: '2030-02-10T18:00:00.000Z', label: 'Round 3', round: 3, month: null, rank: null, ...overrides };
}

/** GET /users/{id}/insights of a player with no scored prediction. */
export function makeInsights(overrides: Partial<Insights> = {}): Insights {
  return {
    rounds: [],
    scoredPredictions: 0,
    exactScoreRate: null,
    correctOutcomeRate: null,
    tendency: { predicted: { home: 0, draw: 0, away: 0 }, actual: { home: 0, draw: 0, away: 0 } },
    bestTeams: [],
    worstTeams: [],
    ...overrides,
  };
}
