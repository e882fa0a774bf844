import type { RoundHighlights } from '@scoreline/contracts';
import { roundHighlightsResponseCheck } from '@scoreline/contracts/answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /score/highlights (issue 59): the latest completed round's winner(s) and biggest climber of a competition
 * (the default one without). Public, the same for everyone; under the leaderboard's key, so a scoring refreshes it.
 */
export function useRoundHighlights(competition: string | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.leaderboard.highlights(competition ?? 'default'),
    queryFn: async ({ signal }): Promise<RoundHighlights | null> => {
      const { data } = await apiRequest('/score/highlights', {
        query: competition === undefined ? {} : { competition },
        auth: 'none',
        schema: roundHighlightsResponseCheck,
        signal,
      });
      return data;
    },
    enabled,
  });
}
