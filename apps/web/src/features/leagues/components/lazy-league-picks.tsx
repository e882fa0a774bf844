import type { Match, PrivateLeagueDetail } from '@scoreline/contracts';
import { arePicksPublic } from '@scoreline/domain';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const LeaguePicks = lazy(() => import('./league-picks').then((module) => ({ default: module.LeaguePicks })));
const MatchLeaguePicks = lazy(() =>
  import('./match-league-picks').then((module) => ({ default: module.MatchLeaguePicks })),
);

/**
 * Issue 59 (ADR 109): the picks grid's code (the grid, its answer check and words) loads apart from the pages: the
 * league page's table paints first, and a match page loads it only once the match has kicked off and a player is
 * signed in.
 */
export function LazyLeaguePicks(props: { league: PrivateLeagueDetail; viewerId: number }) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
      <LeaguePicks {...props} />
    </Suspense>
  );
}

/** The match page's "Your leagues' picks": nothing (and no code loaded) before kick-off (ADR 055). */
export function LazyMatchLeaguePicks(props: { match: Match; viewerId: number }) {
  if (!arePicksPublic(props.match.details.fixture.status.short)) return null;
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full rounded-2xl" />}>
      <MatchLeaguePicks {...props} />
    </Suspense>
  );
}
