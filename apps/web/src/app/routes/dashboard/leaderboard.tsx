import { webMessages, type LeaderboardEntry } from '@scoreline/contracts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AroundMeToggle } from '@/components/leaderboard/around-me-toggle';
import { PinnedPlayers } from '@/components/leaderboard/pinned-players';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/icons';
import { LeaderboardFilters } from '@/features/leaderboard/components/leaderboard-filters';
import { LeaderboardStandings } from '@/features/leaderboard/components/leaderboard-standings';
import { PlayerCard } from '@/features/leaderboard/components/player-card';
import { ProvisionalToggle } from '@/features/leaderboard/components/provisional-toggle';
import { ScoringBox } from '@/features/leaderboard/components/scoring-box';
import { SelectedPlayerHeader } from '@/features/leaderboard/components/selected-player-header';
import { useLeaderboardErrorToast } from '@/features/leaderboard/hooks/use-leaderboard-error-toast';
import {
  describeFilter,
  isFiltered as isFilterActive,
  parseLeaderboardSearch,
  toLeaderboardParams,
  toLeaderboardSearch,
  type LeaderboardFilter,
} from '@/features/leaderboard/utils/leaderboard-filter';
import { findEntry, selectedPlayerOf, standingOf } from '@/features/leaderboard/utils/standing';
import { usePinToggle } from '@/hooks/use-pin-toggle';
import { hasErrorCode } from '@/lib/api/errors';
import { useLeaderboard } from '@/lib/api/get-leaderboard';
import { useUser } from '@/lib/api/get-user';
import { useCredentials } from '@/lib/credentials';
import { PlayerProfile } from './player-profile';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = parseLeaderboardSearch(searchParams);
  const aroundMe = viewerId !== undefined && searchParams.get('around') === 'me';
  // issue 13: "if it ended now", for the overall ranking while matches are live.
  const provisional = filter.kind === 'overall' && searchParams.get('view') === 'provisional';
  const pins = usePinToggle();
  const isFiltered = isFilterActive(filter);
  const search = searchParams.toString();
  const query = search ? `?${search}` : '';

  const { data, isPending, isPlaceholderData, error, refetch, isRefetching } = useLeaderboard(
    {
      ...toLeaderboardParams(filter, page),
      ...(aroundMe ? { around: 'me' as const } : {}),
      ...(provisional ? { provisional: 'true' as const } : {}),
    },
    viewerId,
  );
  // GET /users/{id} needs a bearer; signed out the header shows what the leaderboard row has.
  const user = useUser(validId, { enabled: credentials !== null });
  // An id no player has (or no id at all, e.g. /leaderboard/abc): said plainly, with the leaderboard below.
  const isUnknownPlayer = (idParam !== undefined && validId === undefined) || hasErrorCode(user.error, 'NOT_FOUND');
  const selectedId = isUnknownPlayer ? undefined : validId;
  useLeaderboardErrorToast(error, 'leaderboard-load-failed');
  useLeaderboardErrorToast(isUnknownPlayer ? null : user.error, 'leaderboard-user-failed');

  const withAround = (params: URLSearchParams, isOn = aroundMe) => {
    if (isOn) params.set('around', 'me');
    if (provisional && params.get('round') === null && params.get('start') === null) params.set('view', 'provisional');
    return params;
  };
  const changeFilter = (next: LeaderboardFilter) => {
    setSearchParams(withAround(toLeaderboardSearch(next)));
  };
  const changePage = (next: number) => {
    setSearchParams(withAround(toLeaderboardSearch(filter, next)));
  };
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
  const filterLabel = describeFilter(filter);

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
          <h1 id="leaderboard-title" className="display text-3xl sm:text-4xl">
            Leaderboard
          </h1>
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
          {/* spec §2: the selected-user header, "then that user's profile view". */}
          {credentials !== null && <PlayerProfile userId={selectedId} isOwn={selectedId === viewerId} />}
        </>
      )}

      <LeaderboardFilters
        filter={filter}
        totalRounds={data?.rounds.total_rounds ?? 0}
        currentRound={data?.rounds.current_round ?? null}
        onChange={changeFilter}
      />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4" aria-busy={isPending || isPlaceholderData}>
          {filter.kind === 'overall' && (
            <ProvisionalToggle
              isOn={provisional}
              liveMatches={provisional ? (data?.liveMatches ?? null) : null}
              viewerId={viewerId}
              onChange={(isOn) => {
                const params = toLeaderboardSearch(filter, page);
                if (aroundMe) params.set('around', 'me');
                if (isOn) params.set('view', 'provisional');
                setSearchParams(params);
              }}
            />
          )}
          {credentials && (
            <div className="flex justify-end">
              <AroundMeToggle
                isOn={aroundMe}
                onChange={(isOn) => {
                  setSearchParams(withAround(toLeaderboardSearch(filter, isOn ? 1 : page), isOn));
                }}
              />
            </div>
          )}
          {credentials && data && (
            <PinnedPlayers entries={data.pinned} linkTo={linkTo} onTogglePin={pins.toggle} isBusy={pins.isBusy} />
          )}
          <LeaderboardStandings
            aroundMe={aroundMe}
            onTogglePin={credentials ? pins.toggle : undefined}
            isPinBusy={pins.isBusy}
            leaderboard={data}
            filter={filter}
            page={page}
            isLoading={isPending || isPlaceholderData}
            viewerId={viewerId}
            selectedId={selectedId}
            linkTo={linkTo}
            onSelect={select}
            onRetry={refetch}
            isRetrying={isRefetching}
            onFilterChange={changeFilter}
            onPageChange={changePage}
          />
        </div>

        <aside className="flex flex-col gap-6" aria-label="Standing and scoring">
          <PlayerCard title={cardTitle} standing={standing} isLoading={isCardLoading} scopeLabel={filterLabel} />
          <ScoringBox tieBreak={data?.tieBreak} />
        </aside>
      </div>
    </section>
  );
}
