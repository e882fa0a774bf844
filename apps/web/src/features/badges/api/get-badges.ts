import { BADGES_PAGE_SIZE } from '@scoreline/contracts/plain';
import { badgesResponseCheck } from '@scoreline/contracts/answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * spec §7 GET /user/badges?userId&page&size (§9: pages of 10): the badges a player holds, in one competition (issue 58:
 * a slug, or 'all' summed; the default competition without one).
 */
export async function getBadges({
  userId,
  page,
  competition,
  signal,
}: {
  userId: number;
  page: number;
  competition?: string;
  signal?: AbortSignal;
}) {
  const { data } = await apiRequest('/user/badges', {
    query: { userId, page, size: BADGES_PAGE_SIZE, competition },
    schema: badgesResponseCheck,
    signal,
  });
  return data;
}

export function getBadgesQueryOptions(userId: number, page: number, competition?: string) {
  return queryOptions({
    queryKey: queryKeys.badges.page(userId, page, competition),
    queryFn: ({ signal }) => getBadges({ userId, page, competition, signal }),
  });
}

export function useBadges(userId: number, page: number, competition?: string) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...getBadgesQueryOptions(userId, page, competition), placeholderData: keepPreviousData });
}
