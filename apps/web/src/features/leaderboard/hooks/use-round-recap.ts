import type { RoundRecap } from '@scoreline/contracts';
import { roundRecapResponseCheck } from '@scoreline/contracts/answers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /user/recap (issue 60, docs/decisions/117): the signed-in player's recap of a competition's latest completed
 * round (the default competition without one); null without a scored pick in it. Under the leaderboard's key, so a
 * scoring refreshes it.
 */
export function useRoundRecap(competition: string | undefined, viewerId: number) {
  return useQuery({
    queryKey: queryKeys.leaderboard.recap(competition ?? 'default', viewerId),
    queryFn: async ({ signal }): Promise<RoundRecap | null> => {
      const { data } = await apiRequest('/user/recap', {
        query: competition === undefined ? {} : { competition },
        schema: roundRecapResponseCheck,
        signal,
      });
      return data;
    },
  });
}
