import { webMessages, type LeaderboardEntry } from '@scoreline/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { AroundMeToggle } from '@/components/leaderboard/around-me-toggle';
import { PinnedPlayers } from '@/components/leaderboard/pinned-players';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { LeaderboardFilters } from '@/features/leaderboard/components/leaderboard-filters';
import { LeaderboardStandings } from '@/features/leaderboard/components/leaderboard-standings';
import { useLeaderboardErrorToast } from '@/features/leaderboard/hooks/use-leaderboard-error-toast';
import {
  describeFilter,
  parseLeaderboardSearch,
  toLeaderboardParams,
  toLeaderboardSearch,
  type LeaderboardFilter,
} from '@/features/leaderboard/utils/leaderboard-filter';
import { useLeague } from '@/features/leagues/api/get-league';
import { useLeagueLeaderboard } from '@/features/leagues/api/get-league-leaderboard';
import { LeagueAdmin } from '@/features/leagues/components/league-admin';
import { LeagueMembers } from '@/features/leagues/components/league-members';
import { RoundWinners } from '@/features/leagues/components/round-winners';
import { usePinToggle } from '@/hooks/use-pin-toggle';
import { hasErrorCode, isInvalidRequest } from '@/lib/api/errors';
import { useCredentials } from '@/lib/credentials';

function leagueIdFrom(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

function BackLink() {
  return (
    <Link
      to="/profile/private-league"
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      ← My leagues
    </Link>
  );
}

/**
 * A private league's page (issue 12): its name, members, its own leaderboard — the leaderboard feature's filters and
 * standings over the league's ranking, with around-me and pins — its latest round winners, and the member and owner
 * actions. A league that does not exist or that the player is not in is an honest not-found.
 */
export default function LeagueRoute() {
  const leagueId = leagueIdFrom(useParams().id);
  const credentials = useCredentials();
  const viewerId = credentials?.id ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = parseLeaderboardSearch(searchParams);
  const aroundMe = searchParams.get('around') === 'me';
  const league = useLeague(leagueId ?? 0, { enabled: leagueId !== null });
  const isNotFound = leagueId === null || hasErrorCode(league.error, 'NOT_FOUND') || isInvalidRequest(league.error);
  const board = useLeagueLeaderboard(
    leagueId ?? 0,
    { ...toLeaderboardParams(filter, page), ...(aroundMe ? { around: 'me' as const } : {}) },
    { enabled: leagueId !== null && !isNotFound },
  );
  const pins = usePinToggle();
  useLeaderboardErrorToast(isNotFound ? null : board.error, 'league-leaderboard-failed');

  const withAround = (params: URLSearchParams, isOn = aroundMe) => {
    if (isOn) params.set('around', 'me');
    return params;
  };
  const changeFilter = (next: LeaderboardFilter) => {
    setSearchParams(withAround(toLeaderboardSearch(next)));
  };
  const linkTo = (entry: LeaderboardEntry) => `/leaderboard/${entry.user.id}`;

  if (isNotFound) {
    return (
      <>
        <PageTitle title={webMessages.leagueNotFound} />
        <h1 className="sr-only">{webMessages.leagueNotFound}</h1>
        <BackLink />
        <EmptyState
          className="mt-3"
          icon={<TrophyIcon />}
          title={webMessages.leagueNotFound}
          description={webMessages.leagueNotFoundHint}
          action={
            <Link to="/profile/private-league" className={buttonClassName({ variant: 'secondary' })}>
              My leagues
            </Link>
          }
        />
      </>
    );
  }
  if (!league.data) {
    return (
      <>
        <BackLink />
        {league.isError ? (
          <LoadError title={webMessages.leagueFailed} onRetry={league.refetch} isRetrying={league.isRefetching} />
        ) : (
          <div role="status" className="mt-3 flex flex-col gap-3">
            <span className="sr-only">Loading the league...</span>
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-64" />
          </div>
        )}
      </>
    );
  }

  const { data } = league;
  const isLoading = board.isPending || board.isPlaceholderData;
  return (
    <section aria-labelledby="league-title" className="flex flex-col gap-6">
      <PageTitle title={data.leagueName} />
      <div>
        <BackLink />
        <h1 id="league-title" className="display mt-2 truncate text-3xl sm:text-4xl" title={data.leagueName}>
          {data.leagueName}
        </h1>
        <p className="mt-1 text-chalk-muted" aria-live="polite">
          {data.memberCount} {data.memberCount === 1 ? 'member' : 'members'} · {describeFilter(filter)}
        </p>
      </div>

      <LeaderboardFilters
        filter={filter}
        totalRounds={board.data?.rounds.total_rounds ?? 0}
        currentRound={board.data?.rounds.current_round ?? null}
        onChange={changeFilter}
      />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4" aria-busy={isLoading}>
          <div className="flex justify-end">
            <AroundMeToggle
              isOn={aroundMe}
              onChange={(isOn) => {
                setSearchParams(withAround(toLeaderboardSearch(filter, isOn ? 1 : page), isOn));
              }}
            />
          </div>
          {board.data && (
            <PinnedPlayers entries={board.data.pinned} linkTo={linkTo} onTogglePin={pins.toggle} isBusy={pins.isBusy} />
          )}
          <LeaderboardStandings
            name={`${data.leagueName} leaderboard`}
            leaderboard={board.data}
            filter={filter}
            page={page}
            isLoading={isLoading}
            viewerId={viewerId}
            selectedId={undefined}
            linkTo={linkTo}
            onSelect={undefined}
            onRetry={board.refetch}
            isRetrying={board.isRefetching}
            onFilterChange={changeFilter}
            onPageChange={(next) => {
              setSearchParams(withAround(toLeaderboardSearch(filter, next)));
            }}
            aroundMe={aroundMe}
            onTogglePin={pins.toggle}
            isPinBusy={pins.isBusy}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label="League">
          <RoundWinners winners={board.data?.roundWinners ?? null} />
          <LeagueMembers league={data} viewerId={viewerId} />
          <LeagueAdmin key={data.leagueName} league={data} />
        </aside>
      </div>
    </section>
  );
}
