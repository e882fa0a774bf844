import type { LeaderboardEntry } from '@scoreline/contracts';
import { ALL_COMPETITIONS, webMessages } from '@scoreline/contracts/plain';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageHeading } from '@/components/page-heading';
import { pageHeadings } from '@/config/page-headings';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon, type IconProps } from '@/components/ui/icons';
import { FilteredLeaderboard } from '@/features/leaderboard/components/filtered-leaderboard';
import { PlayerCard } from '@/features/leaderboard/components/player-card';
import { ProvisionalToggle } from '@/features/leaderboard/components/provisional-toggle';
import { RoundHighlightsBanner } from '@/features/leaderboard/components/round-highlights-banner';
import { LazyRoundRecap } from '@/features/leaderboard/components/lazy-round-recap';
import { ScoringBox } from '@/features/leaderboard/components/scoring-box';
import { SelectedPlayerHeader } from '@/features/leaderboard/components/selected-player-header';
import { TableDownload } from '@/features/leaderboard/components/table-download';
import { useLeaderboardErrorToast } from '@/features/leaderboard/hooks/use-leaderboard-error-toast';
import { useLeaderboardSearch } from '@/features/leaderboard/hooks/use-leaderboard-search';
import { useRoundHighlights } from '@/features/leaderboard/hooks/use-round-highlights';
import { describeFilter, isFiltered as isFilterActive } from '@/features/leaderboard/utils/leaderboard-filter';
import { findEntry, selectedPlayerOf, standingOf } from '@/features/leaderboard/utils/standing';
import { hasErrorCode, isInvalidRequest } from '@/lib/api/errors';
import { useLeaderboard } from '@/lib/api/get-leaderboard';
import { useUser } from '@/lib/api/get-user';
import { useShownCompetition } from '@/lib/competition-choice';
import { useCredentials } from '@/lib/credentials';
import { LoadingText } from '@/components/ui/loading-text';

const UserIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5" />
  </Icon>
);

/**
 * Only /leaderboard/:id shows a player's profile (badges, insights, countries): its own chunk, so the leaderboard's
 * first load does not carry it (issue 14).
 */
const PlayerProfile = lazy(async () => ({ default: (await import('./player-profile')).PlayerProfile }));

function selectedIdFrom(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}

/**
 * spec §2 /leaderboard and /leaderboard/:id: the ranking with its filters, a selected player and the side card.
 * The ranking and the player's record are shared queries (the landing's top 10 and the profile use them too).
 */
export default function LeaderboardRoute() {
  const credentials = useCredentials();
  const viewerId = credentials?.id;
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const validId = selectedIdFrom(idParam);
  // issue 13: "if it ended now", for the overall ranking while matches are live.
  const search = useLeaderboardSearch({ viewerId, offersProvisional: true });
  const { filter, provisional } = search;
  const isFiltered = isFilterActive(filter);
  const address = search.searchParams.toString();
  const query = address ? `?${address}` : '';

  // issue 58: the competition chosen in the dashboard's switcher; every competition summed ('all') is an overall table.
  const competition = useShownCompetition({ allowAll: true });
  const isAllCompetitions = competition === ALL_COMPETITIONS;
  const params = isAllCompetitions
    ? { page: search.params.page, size: search.params.size, around: search.params.around, competition }
    : { ...search.params, competition };
  const { data, isPending, isPlaceholderData, error, refetch, isRefetching } = useLeaderboard(params, viewerId);
  // issue 59: the latest completed round's winners and climber, of one competition (no round spans them all).
  const highlights = useRoundHighlights(competition ?? undefined, { enabled: !isAllCompetitions });
  // GET /users/{id} needs a bearer; signed out the header shows what the leaderboard row has.
  const user = useUser(validId, { enabled: credentials !== null });
  // An id no player has (or no id at all, e.g. /leaderboard/abc): said plainly, with the leaderboard below.
  const isUnknownPlayer = (idParam !== undefined && validId === undefined) || hasErrorCode(user.error, 'NOT_FOUND');
  const selectedId = isUnknownPlayer ? undefined : validId;
  // A round the season does not have is the address's mistake (issue 55): the standings say so, without a toast.
  useLeaderboardErrorToast(isInvalidRequest(error) ? null : error, 'leaderboard-load-failed');
  useLeaderboardErrorToast(isUnknownPlayer ? null : user.error, 'leaderboard-user-failed');

  const linkTo = (entry: LeaderboardEntry) => `/leaderboard/${entry.user.id}${query}`;
  const select = (entry: LeaderboardEntry) => {
    // spec §2: a row opens /leaderboard/{id}, replacing the current entry.
    void navigate(linkTo(entry), { replace: true });
  };

  const selectedEntry = findEntry(data, selectedId);
  const selectedUser = user.data?.id === selectedId ? user.data : undefined;
  const { title: cardTitle, standing } = standingOf({
    selectedId,
    selectedEntry,
    selectedUser,
    leaderboard: data,
    credentials,
    isFiltered,
  });
  const isCardLoading =
    (isPending && credentials !== null) || (selectedId !== undefined && standing === undefined && user.isPending);
  const filterLabel = describeFilter(filter, data?.rounds.stages);

  return (
    <section aria-labelledby="leaderboard-title" className="flex flex-col gap-6">
      <PageTitle
        title={
          isUnknownPlayer
            ? webMessages.playerNotFound
            : selectedEntry
              ? `Leaderboard · @${selectedEntry.user.username}`
              : 'Leaderboard'
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading id="leaderboard-title">{pageHeadings.leaderboard}</PageHeading>
          <p className="mt-1 text-chalk-muted" aria-live="polite">
            {filter.kind === 'overall' ? 'Overall standings, all rounds' : `Showing ${filterLabel}`}
          </p>
        </div>
      </div>

      {isUnknownPlayer && (
        <EmptyState
          icon={<UserIcon />}
          title={webMessages.playerNotFound}
          description={webMessages.playerNotFoundHint}
          action={
            <Link to={`/leaderboard${query}`} replace className={buttonClassName({ variant: 'secondary' })}>
              Back to leaderboard
            </Link>
          }
        />
      )}
      {selectedId !== undefined && (
        <>
          <SelectedPlayerHeader
            player={selectedPlayerOf({ selectedId, selectedEntry, selectedUser, isFiltered })}
            isLoading={credentials !== null && user.isPending}
            backTo={`/leaderboard${query}`}
          />
          {/* spec §2: the selected-user header, "then that user's profile view". While its chunk loads, the place
              it will take holds the leaderboard below the screen, so the ranking does not jump away (issue 14). */}
          {credentials !== null && (
            <Suspense fallback={<LoadingText className="min-h-svh" />}>
              <PlayerProfile userId={selectedId} isOwn={selectedId === viewerId} />
            </Suspense>
          )}
        </>
      )}

      {selectedId === undefined && !isAllCompetitions && (
        <>
          {/* issue 60: the viewer's own recap of that round. */}
          {viewerId !== undefined && <LazyRoundRecap competition={competition ?? undefined} viewerId={viewerId} />}
          <RoundHighlightsBanner highlights={highlights.data} />
        </>
      )}

      <FilteredLeaderboard
        search={search}
        leaderboard={data}
        isLoading={isPending || isPlaceholderData}
        onRetry={refetch}
        isRetrying={isRefetching}
        error={error}
        viewerId={viewerId}
        linkTo={linkTo}
        selectedId={selectedId}
        onSelect={select}
        showFilters={!isAllCompetitions}
        toolbar={
          filter.kind === 'overall' &&
          !isAllCompetitions && (
            <ProvisionalToggle
              isOn={provisional}
              liveMatches={provisional ? (data?.liveMatches ?? null) : null}
              viewerId={viewerId}
              onChange={search.changeProvisional}
            />
          )
        }
        asideLabel="Standing and scoring"
        aside={
          <>
            <PlayerCard title={cardTitle} standing={standing} isLoading={isCardLoading} scopeLabel={filterLabel} />
            <ScoringBox tieBreak={data?.tieBreak} />
            {viewerId !== undefined && (
              <TableDownload path="/score/export" params={params} filenamePrefix="scoreline-table" />
            )}
          </>
        }
      />
    </section>
  );
}
