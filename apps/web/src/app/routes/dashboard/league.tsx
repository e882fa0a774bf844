import type { LeaderboardEntry } from '@scoreline/contracts';
import { ALL_COMPETITIONS, leagueWebMessages } from '@scoreline/contracts/plain';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { FilteredLeaderboard } from '@/features/leaderboard/components/filtered-leaderboard';
import { TableDownload } from '@/features/leaderboard/components/table-download';
import { useLeaderboardErrorToast } from '@/features/leaderboard/hooks/use-leaderboard-error-toast';
import { useLeaderboardSearch } from '@/features/leaderboard/hooks/use-leaderboard-search';
import { describeFilter } from '@/features/leaderboard/utils/leaderboard-filter';
import { useLeague } from '@/features/leagues/api/get-league';
import { useLeagueLeaderboard } from '@/features/leagues/api/get-league-leaderboard';
import { LeagueAdmin } from '@/features/leagues/components/league-admin';
import { LeagueCompetitions } from '@/features/leagues/components/league-competitions';
import { LeagueRules } from '@/features/leagues/components/league-rules';
import { LeagueMembers } from '@/features/leagues/components/league-members';
import { LeagueNotice } from '@/features/leagues/components/league-notice';
import { LazyLeaguePicks } from '@/features/leagues/components/lazy-league-picks';
import { RoundWinners } from '@/features/leagues/components/round-winners';
import { useLeagueNotice } from '@/features/leagues/hooks/use-league-notice';
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
 * actions. A league that does not exist or that the player is not in is an honest not-found. Opened from the share
 * link, it says the join's message under the back link (`useLeagueNotice`).
 */
export default function LeagueRoute() {
  const leagueId = leagueIdFrom(useParams().id);
  const credentials = useCredentials();
  const viewerId = credentials?.id ?? 0;
  const search = useLeaderboardSearch({ viewerId });
  const league = useLeague(leagueId ?? 0, { enabled: leagueId !== null });
  const isNotFound = leagueId === null || hasErrorCode(league.error, 'NOT_FOUND') || isInvalidRequest(league.error);
  // Issue 58 (ADR 106): the table over one of the league's competitions (its first one until chosen) or all of them,
  // an overall table without rounds or date ranges.
  const [competition, setCompetition] = useState<string | undefined>(undefined);
  const isAllCompetitions = competition === ALL_COMPETITIONS;
  const { page, size, around } = search.params;
  const params = isAllCompetitions
    ? { page, size, around, competition }
    : competition === undefined
      ? search.params
      : { ...search.params, competition };
  const board = useLeagueLeaderboard(leagueId ?? 0, params, { enabled: leagueId !== null && !isNotFound });
  useLeaderboardErrorToast(isNotFound ? null : board.error, 'league-leaderboard-failed');
  const joined = useLeagueNotice();
  const heading = useRef<HTMLHeadingElement>(null);

  const linkTo = (entry: LeaderboardEntry) => `/leaderboard/${entry.user.id}`;

  if (isNotFound) {
    return (
      <>
        <PageTitle title={leagueWebMessages.leagueNotFound} />
        <h1 className="sr-only">{leagueWebMessages.leagueNotFound}</h1>
        <BackLink />
        <EmptyState
          className="mt-3"
          icon={<TrophyIcon />}
          title={leagueWebMessages.leagueNotFound}
          description={leagueWebMessages.leagueNotFoundHint}
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
          <LoadError title={leagueWebMessages.leagueFailed} onRetry={league.refetch} isRetrying={league.isRefetching} />
        ) : (
          <SkeletonGroup role="status" className="mt-3 flex flex-col gap-3">
            <span className="sr-only">Loading the league...</span>
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-64" />
          </SkeletonGroup>
        )}
      </>
    );
  }

  const { data } = league;
  return (
    <section aria-labelledby="league-title" className="flex flex-col gap-6">
      <PageTitle title={data.leagueName} />
      <div>
        <BackLink />
        {joined.notice && (
          <LeagueNotice
            id="league-notice"
            className="mt-2"
            notice={joined.notice}
            onDismiss={() => {
              joined.dismiss();
              // The button goes with the notice: focus stays on the page, at its heading.
              heading.current?.focus();
            }}
          />
        )}
        <h1
          ref={heading}
          tabIndex={-1}
          id="league-title"
          aria-describedby={joined.notice ? 'league-notice' : undefined}
          className="display mt-2 text-3xl break-words sm:text-4xl"
        >
          {data.leagueName}
        </h1>
        <p className="mt-1 text-chalk-muted" aria-live="polite">
          {data.memberCount} {data.memberCount === 1 ? 'member' : 'members'} ·{' '}
          {describeFilter(search.filter, board.data?.rounds.stages)}
        </p>
      </div>

      <LeagueCompetitions
        league={data}
        shown={competition}
        onShow={(next) => {
          setCompetition(next);
          // A round or a date range of one competition means nothing in another: the table opens overall.
          if (search.filter.kind !== 'overall' || search.page !== 1) search.changeFilter({ kind: 'overall' });
        }}
      />

      <FilteredLeaderboard
        search={search}
        showFilters={!isAllCompetitions}
        name={`${data.leagueName} leaderboard`}
        leaderboard={board.data}
        isLoading={board.isPending || board.isPlaceholderData}
        onRetry={board.refetch}
        isRetrying={board.isRefetching}
        viewerId={viewerId}
        linkTo={linkTo}
        asideLabel="League"
        aside={
          <>
            <RoundWinners winners={board.data?.roundWinners ?? null} climber={board.data?.roundClimber ?? null} />
            <LeagueRules league={data} />
            <LeagueMembers league={data} viewerId={viewerId} />
            <TableDownload
              path={`/private-leagues/${data.id}/score/export`}
              params={params}
              filenamePrefix={`scoreline-league-${data.id}`}
            />
            {/* Keyed by the league, not its name: a rename keeps the card (and the focus in it). */}
            <LeagueAdmin key={data.id} league={data} />
          </>
        }
      />

      {/* Issue 59 (ADR 109): a round's picks of every member, each match's once it has kicked off. */}
      <LazyLeaguePicks league={data} viewerId={viewerId} />
    </section>
  );
}
