import { type CommentsPage } from '@scoreline/contracts';
import { COMMENTS_PAGE_SIZE } from '@scoreline/contracts/plain';
import { commentsPageResponseCheck } from '@scoreline/contracts/answers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** New comments from others appear without a reload: the loaded pages are refetched this often while visible. */
export const COMMENTS_REFETCH_MS = 25_000;

/** spec §7 GET /match/{id}/comments?page&size (public; with a bearer the answer carries the caller's reactions). */
export async function getComments({
  matchId,
  page,
  viewerId,
  signal,
}: {
  matchId: number;
  page: number;
  viewerId: number | undefined;
  signal?: AbortSignal;
}): Promise<CommentsPage> {
  const { data } = await apiRequest(`/match/${matchId}/comments`, {
    query: { page, size: COMMENTS_PAGE_SIZE },
    auth: viewerId === undefined ? 'none' : 'optional',
    schema: commentsPageResponseCheck,
    signal,
  });
  return data;
}

export function getCommentsQueryOptions(matchId: number, viewerId: number | undefined) {
  return infiniteQueryOptions({
    queryKey: queryKeys.comments.list(matchId, viewerId ?? 'guest'),
    queryFn: ({ pageParam, signal }) => getComments({ matchId, page: pageParam, viewerId, signal }),
    initialPageParam: 1,
    // spec §9: 10 a page; 'Load more' asks for the next one while the total says there is more.
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useComments(matchId: number, viewerId: number | undefined) {
  return useInfiniteQuery({ ...getCommentsQueryOptions(matchId, viewerId), refetchInterval: COMMENTS_REFETCH_MS });
}
