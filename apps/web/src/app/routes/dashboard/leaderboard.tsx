import type { LeaderboardEntry } from '@scoreline/contracts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { LeaderboardFilters } from '@/features/leaderboard/components/leaderboard-filters';
import { LeaderboardStandings } from '@/features/leaderboard/components/leaderboard-standings';
import { PlayerCard } from '@/features/leaderboard/components/player-card';
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
import { useLeaderboard } from '@/lib/api/get-leaderboard';
import { useUser } from '@/lib/api/get-user';
import { useCredentials } from '@/lib/credentials';

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
  const selectedId = selectedIdFrom(idParam);
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = parseLeaderboardSearch(searchParams);
  const isFiltered = isFilterActive(filter);
  const search = searchParams.toString();
  const query = search ? `?${search}` : '';

  const { data, isPending, isPlaceholderData, error, refetch, isRefetching } = useLeaderboard(
    toLeaderboardParams(filter, page),
    viewerId,
  );
  // GET /users/{id} needs a bearer; signed out the header shows what the leaderboard row has.
  const user = useUser(selectedId, { enabled: credentials !== null });
  useLeaderboardErrorToast(error, 'leaderboard-load-failed');
  useLeaderboardErrorToast(user.error, 'leaderboard-user-failed');

  const changeFilter = (next: LeaderboardFilter) => {
    setSearchParams(toLeaderboardSearch(next));
  };
  const changePage = (next: number) => {
    setSearchParams(toLeaderboardSearch(filter, next));
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
      <PageTitle title={selectedEntry ? `Leaderboard · @${selectedEntry.user.username}` : 'Leaderboard'} />
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

      {selectedId !== undefined && (
        <SelectedPlayerHeader
          player={selectedPlayerOf({ selectedId, selectedEntry, selectedUser, isFiltered })}
          isLoading={credentials !== null && user.isPending}
          backTo={`/leaderboard${query}`}
        />
      )}

      <LeaderboardFilters
        filter={filter}
        totalRounds={data?.rounds.total_rounds ?? 0}
        currentRound={data?.rounds.current_round ?? null}
        onChange={changeFilter}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4" aria-busy={isPending || isPlaceholderData}>
          <LeaderboardStandings
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
