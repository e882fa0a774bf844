import { type BadgeId } from '@scoreline/contracts';
import { BADGES_PAGE_SIZE } from '@scoreline/contracts/plain';
import { badgeLogsResponseCheck } from '@scoreline/contracts/answers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * spec §7 GET /user/badges/{badgeId}/logs?userId&page&size&isRanked: one badge's awards, newest first, with their
 * labels ('November 2026', 'Round N', 'Rank N').
 */
export async function getBadgeLogs({
  userId,
  badgeId,
  isRanked,
  page,
  signal,
}: {
  userId: number;
  badgeId: BadgeId;
  isRanked: boolean;
  page: number;
  signal?: AbortSignal;
}) {
  const { data } = await apiRequest(`/user/badges/${encodeURIComponent(badgeId)}/logs`, {
    query: { userId, page, size: BADGES_PAGE_SIZE, isRanked },
    schema: badgeLogsResponseCheck,
    signal,
  });
  return data;
}

export function getBadgeLogsQueryOptions(userId: number, badgeId: BadgeId, isRanked: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKeys.badges.logs(userId, badgeId),
    queryFn: ({ pageParam, signal }) => getBadgeLogs({ userId, badgeId, isRanked, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

/** The award list grows a page at a time ('Show more awards'). */
export function useBadgeLogs(userId: number, badgeId: BadgeId, isRanked: boolean) {
  return useInfiniteQuery(getBadgeLogsQueryOptions(userId, badgeId, isRanked));
}
