import { myPrivateLeaguesResponseCheck } from '@scoreline/contracts/answers';
import type { myPrivateLeaguesResponseSchema } from '@scoreline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export type MyLeague = z.infer<typeof myPrivateLeaguesResponseSchema>['data']['leagues'][number];

/** GET /private-leagues: my leagues, with my overall position within each. */
export async function getMyLeagues({ signal }: { signal?: AbortSignal } = {}): Promise<MyLeague[]> {
  const { data } = await apiRequest('/private-leagues', { schema: myPrivateLeaguesResponseCheck, signal });
  return data.leagues;
}

export function getMyLeaguesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.leagues.mine(), queryFn: ({ signal }) => getMyLeagues({ signal }) });
}

export const useMyLeagues = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyLeaguesQueryOptions(), enabled });
