import type { GroupTables } from '@scoreline/contracts';
import { groupTablesResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /competitions/{slug}/groups (public, issue 58): a tournament's group tables or a cup's league phase. */
export async function getGroupTables({ slug, signal }: { slug: string; signal?: AbortSignal }): Promise<GroupTables> {
  const { data } = await apiRequest(`/competitions/${encodeURIComponent(slug)}/groups`, {
    auth: 'none',
    schema: groupTablesResponseCheck,
    signal,
  });
  return data;
}

export function getGroupTablesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.matches.groupTables(slug),
    queryFn: ({ signal }) => getGroupTables({ slug, signal }),
  });
}

export const useGroupTables = (slug: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getGroupTablesQueryOptions(slug), enabled });
