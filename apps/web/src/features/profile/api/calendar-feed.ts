import type { CalendarFeed } from '@scoreline/contracts';
import { calendarFeedResponseCheck } from '@scoreline/contracts/answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /user/calendar (issue 60, docs/decisions/113): whether the player's calendar link is on, and since when. */
export function useCalendarFeed(viewerId: number) {
  return useQuery({
    queryKey: queryKeys.calendarFeed(viewerId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/user/calendar', { schema: calendarFeedResponseCheck, signal })).data,
  });
}

/**
 * POST /user/calendar (a new link, shown this once) or DELETE /user/calendar (off): the answer is the feed's state,
 * kept as the query's data so the link stays on screen until the page is left.
 */
export function useChangeCalendarFeed(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'create' | 'revoke'): Promise<{ feed: CalendarFeed; message: string | undefined }> => {
      const { data, message } = await apiRequest('/user/calendar', {
        method: change === 'create' ? 'POST' : 'DELETE',
        schema: calendarFeedResponseCheck,
      });
      return { feed: data, message };
    },
    onSuccess: ({ feed }) => {
      queryClient.setQueryData(queryKeys.calendarFeed(viewerId), feed);
    },
  });
}
