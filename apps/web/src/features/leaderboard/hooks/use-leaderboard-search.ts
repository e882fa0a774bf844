import { useSearchParams } from 'react-router';
import type { LeaderboardPageParams } from '@/lib/api/query-keys';
import {
  parseLeaderboardSearch,
  toLeaderboardParams,
  toLeaderboardSearch,
  type LeaderboardFilter,
} from '../utils/leaderboard-filter';

/**
 * A leaderboard's scope as the address keeps it (`?round=` or `?start=&end=`, `?page=`), 'Around me' (`?around=me`,
 * for a viewer) and, where the page offers it, the provisional view (`?view=provisional`, overall only): what GET …/score
 * is asked (`params`) and the changes, each keeping what the address should keep. One home for the global leaderboard
 * and a private league's.
 */
export function useLeaderboardSearch({
  viewerId,
  offersProvisional = false,
}: {
  viewerId: number | undefined;
  /** issue 13: the "if it ended now" view of the overall ranking (the global leaderboard only). */
  offersProvisional?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = parseLeaderboardSearch(searchParams);
  const aroundMe = viewerId !== undefined && searchParams.get('around') === 'me';
  const provisional = offersProvisional && filter.kind === 'overall' && searchParams.get('view') === 'provisional';
  const params: LeaderboardPageParams = {
    ...toLeaderboardParams(filter, page),
    ...(aroundMe ? { around: 'me' as const } : {}),
    ...(provisional ? { provisional: 'true' as const } : {}),
  };

  const withAround = (next: URLSearchParams, isOn = aroundMe) => {
    if (isOn) next.set('around', 'me');
    if (provisional && next.get('round') === null && next.get('start') === null) next.set('view', 'provisional');
    return next;
  };
  return {
    searchParams,
    filter,
    page,
    aroundMe,
    provisional,
    params,
    changeFilter: (next: LeaderboardFilter) => {
      setSearchParams(withAround(toLeaderboardSearch(next)));
    },
    changePage: (next: number) => {
      setSearchParams(withAround(toLeaderboardSearch(filter, next)));
    },
    /** Around me starts at page 1 (the rows around the viewer replace the page). */
    changeAroundMe: (isOn: boolean) => {
      setSearchParams(withAround(toLeaderboardSearch(filter, isOn ? 1 : page), isOn));
    },
    changeProvisional: (isOn: boolean) => {
      const next = toLeaderboardSearch(filter, page);
      if (aroundMe) next.set('around', 'me');
      if (isOn) next.set('view', 'provisional');
      setSearchParams(next);
    },
  };
}

export type LeaderboardSearchState = ReturnType<typeof useLeaderboardSearch>;
