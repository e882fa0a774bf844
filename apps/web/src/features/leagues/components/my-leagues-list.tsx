import { leagueWebMessages } from '@scoreline/contracts/plain';
import { Link } from '@/components/link';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useMyLeagues } from '../api/get-my-leagues';
import { leaguePath } from '../utils/share-link';

/** My private leagues (name, members, my position), each leading to its page. */
export function MyLeaguesList() {
  const { data, isPending, isError, refetch, isRefetching } = useMyLeagues();
  return (
    <section aria-labelledby="my-leagues-title" className="flex flex-col gap-3">
      <h2 id="my-leagues-title" className="display text-2xl">
        My leagues
      </h2>
      {isPending ? (
        <SkeletonGroup role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading your leagues...</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </SkeletonGroup>
      ) : isError ? (
        <LoadError title={leagueWebMessages.leaguesFailed} onRetry={refetch} isRetrying={isRefetching} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title={leagueWebMessages.leaguesEmptyTitle}
          description={leagueWebMessages.leaguesEmpty}
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((league) => (
            <li key={league.id}>
              <Link
                to={leaguePath(league.id)}
                data-league-link={league.id}
                className="flex min-w-0 items-center gap-3 rounded-xl border border-pitch-600 bg-pitch-800/80 px-4 py-3 hover:border-accent"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{league.leagueName}</span>
                  <span className="block text-sm text-chalk-muted">
                    {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'}
                    {league.isOwner && ' · you own it'}
                  </span>
                </span>
                <span className="text-right text-sm text-chalk-muted">
                  <span className="block text-xs tracking-wider uppercase">My position</span>
                  <span className="display text-xl text-accent">
                    {league.myPosition === null ? '–' : `#${league.myPosition}`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
