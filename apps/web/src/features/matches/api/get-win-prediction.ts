import { type WinPrediction } from '@scoreline/contracts';
import { winPredictionResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** spec §7 GET /match/api/predictions/{id}: the win probability (our model's or the provider's; null when none). */
export async function getWinPrediction({
  matchId,
  signal,
}: {
  matchId: number;
  signal?: AbortSignal;
}): Promise<WinPrediction | null> {
  const { data } = await apiRequest(`/match/api/predictions/${matchId}`, {
    auth: 'none',
    schema: winPredictionResponseCheck,
    signal,
  });
  return data;
}

export function getWinPredictionQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: queryKeys.matches.winPrediction(matchId),
    queryFn: ({ signal }) => getWinPrediction({ matchId, signal }),
  });
}

export function useWinPrediction(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWinPredictionQueryOptions(matchId), enabled });
}
