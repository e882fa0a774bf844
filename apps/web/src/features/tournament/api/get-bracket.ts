import type { Bracket } from '@scoreline/contracts';
import { bracketResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /competitions/{slug}/bracket (public, issue 58): the knockout rounds with legs, aggregates and slots. */
export async function getBracket({ slug, signal }: { slug: string; signal?: AbortSignal }): Promise<Bracket> {
  const { data } = await apiRequest(`/competitions/${encodeURIComponent(slug)}/bracket`, {
    auth: 'none',
    schema: bracketResponseCheck,
    signal,
  });
  return data;
}

export function getBracketQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.matches.bracket(slug),
    queryFn: ({ signal }) => getBracket({ slug, signal }),
  });
}

export const useBracket = (slug: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getBracketQueryOptions(slug), enabled });
