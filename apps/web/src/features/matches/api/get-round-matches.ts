import { type RoundMatches } from '@scoreline/contracts';
import { roundMatchesResponseCheck } from '@scoreline/contracts/answers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * spec §7 GET /match?round={n} (cancellable): a round's matches with the caller's predictions. Public (spec §6, issue
 * 55): a visitor (`viewerId` undefined) sends no bearer and gets every match without picks.
 */
export async function getRoundMatches({
  round,
  viewerId,
  competition,
  signal,
}: {
  round: number | undefined;
  viewerId: number | undefined;
  /** issue 58: a competition-season's slug; the default competition without it. */
  competition?: string | undefined;
  signal?: AbortSignal;
}): Promise<RoundMatches> {
  const { data } = await apiRequest('/match', {
    query: { round, competition },
    auth: viewerId === undefined ? 'none' : 'required',
    schema: roundMatchesResponseCheck,
    signal,
  });
  return data;
}

const LIVE_REFRESH_MS = 60_000;
const HOUR_MS = 3_600_000;

/** While a match of the round is about to start or under way, its status and score change: poll each minute. */
function refreshInterval(data: RoundMatches | undefined): number | false {
  const now = Date.now();
  const isActive = data?.matches.rows.some((match) => {
    const kickoff = new Date(match.date).getTime();
    return kickoff - HOUR_MS < now && now < kickoff + 3 * HOUR_MS;
  });
  return isActive ? LIVE_REFRESH_MS : false;
}

/** Without a round, the API answers the current one (spec §2: the page opens on it). */
export function getRoundMatchesQueryOptions(
  round: number | undefined,
  viewerId: number | undefined,
  competition?: string | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.matches.round(round, viewerId ?? 'guest', competition),
    queryFn: ({ signal }) => getRoundMatches({ round, viewerId, competition, signal }),
    refetchInterval: (query) => refreshInterval(query.state.data),
  });
}

export function useRoundMatches(
  round: number | undefined,
  viewerId: number | undefined,
  competition?: string | undefined,
) {
  // The previous round stays on screen (marked as placeholder) while the next one loads.
  return useQuery({ ...getRoundMatchesQueryOptions(round, viewerId, competition), placeholderData: keepPreviousData });
}
