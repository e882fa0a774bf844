import type { LeagueInvitation } from '@scoreline/contracts';
import { leagueInvitationResponseCheck } from '@scoreline/contracts/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /private-leagues/invite/{code} (public, ADR 071): the name of the league a share link invites to, for a visitor
 * who opens it signed out. No bearer: the answer is the same for everyone.
 */
export async function getInvitation({ code, signal }: { code: string; signal?: AbortSignal }) {
  const { data } = await apiRequest(`/private-leagues/invite/${encodeURIComponent(code)}`, {
    auth: 'none',
    schema: leagueInvitationResponseCheck,
    signal,
  });
  return data satisfies LeagueInvitation;
}

export function getInvitationQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.leagues.invitation(code),
    queryFn: ({ signal }) => getInvitation({ code, signal }),
    // A wrong code stays wrong: asking again only spends the address's allowance.
    retry: false,
  });
}

export const useInvitation = (code: string) => useQuery(getInvitationQueryOptions(code));
