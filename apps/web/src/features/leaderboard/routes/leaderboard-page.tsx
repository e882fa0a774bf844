import { LoadError } from '@/components/ui/load-error';
import type { LeaderboardEntry } from '@scoreline/contracts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LeaderboardSkeleton } from '@/components/leaderboard/leaderboard-skeleton';
import { LeaderboardTable } from '@/components/leaderboard/leaderboard-table';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { useCredentials } from '@/lib/credentials';
import { useLeaderboard } from '../api/get-leaderboard';
import { useUser } from '../api/get-user';
import { LeaderboardFilters } from '../components/leaderboard-filters';
import { PlayerCard, type PlayerStanding } from '../components/player-card';
import { ScoringBox } from '../components/scoring-box';
import { SelectedPlayerHeader } from '../components/selected-player-header';
import { useLeaderboardErrorToast } from '../hooks/use-leaderboard-error-toast';
import {
  describeFilter,
  isFiltered as isFilterActive,
  parseLeaderboardSearch,
  toLeaderboardSearch,
  type LeaderboardFilter,
} from '../utils/leaderboard-filter';

function selectedIdFrom(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}

function emptyTitle(filter: LeaderboardFilter): string {
  if (filter.kind === 'round') return `No scored predictions for Round ${filter.round} yet`;
  if (filter.kind === 'range') return `No scored predictions between ${describeFilter(filter).replace(' – ', ' and ')}`;
  return 'No scored predictions yet';
}

/** spec §2 /leaderboard and /leaderboard/:id: the ranking with its filters, a selected player and the side card. */
export default function LeaderboardPage() {
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

  const leaderboard = useLeaderboard(filter, page, viewerId);
  const { data, isPending, isPlaceholderData, error, refetch, isRefetching } = leaderboard;
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

  const entries = data?.results ?? [];
  const me = data?.me ?? null;
  const findEntry = (id: number | undefined) =>
    id === undefined
      ? undefined
      : (entries.find((entry) => entry.user.id === id) ?? (me?.user.id === id ? me : undefined));
  const selectedEntry = findEntry(selectedId);
  const selectedUser = user.data?.id === selectedId ? user.data : undefined;

  // The side card: the selected player, else the signed-in one (spec §2).
  let cardTitle = 'Your standing';
  let standing: PlayerStanding | undefined;
  if (selectedId !== undefined) {
    cardTitle = 'Selected player';
    const username = selectedEntry?.user.username ?? selectedUser?.username;
    if (username !== undefined) {
      standing = {
        username,
        picture: selectedEntry?.user.profile_picture ?? selectedUser?.profile_picture ?? null,
        position: selectedEntry?.position ?? (isFiltered ? null : (selectedUser?.rank ?? null)),
        totalPoints: selectedEntry?.totalPoints ?? (isFiltered ? 0 : (selectedUser?.totalPoints ?? 0)),
      };
    }
  } else if (credentials) {
    standing = {
      username: me?.user.username ?? credentials.username,
      picture: me?.user.profile_picture ?? credentials.profile_picture,
      position: me?.position ?? null,
      totalPoints: me?.totalPoints ?? 0,
    };
  }
  const isCardLoading =
    (isPending && credentials !== null) || (selectedId !== undefined && standing === undefined && user.isPending);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const firstShown = data ? (data.page - 1) * data.size + 1 : 0;
  const lastShown = data ? firstShown + entries.length - 1 : 0;
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
          player={{
            id: selectedId,
            username: selectedEntry?.user.username ?? selectedUser?.username,
            picture: selectedEntry?.user.profile_picture ?? selectedUser?.profile_picture ?? null,
            position: selectedEntry?.position ?? (isFiltered ? undefined : selectedUser?.rank) ?? 1,
            fullName: selectedUser ? `${selectedUser.firstname} ${selectedUser.lastname}`.trim() : undefined,
            xProfileLink: selectedUser?.x_profile_link ?? null,
            telegramUserName: selectedUser?.telegram_user_name ?? null,
          }}
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
          {isPending || isPlaceholderData ? (
            <LeaderboardSkeleton />
          ) : !data ? (
            <LoadError
              icon={<TrophyIcon />}
              title="The leaderboard could not be loaded"
              onRetry={refetch}
              isRetrying={isRefetching}
            />
          ) : data.total === 0 ? (
            <EmptyState
              icon={<TrophyIcon />}
              title={emptyTitle(filter)}
              description={
                isFiltered
                  ? 'Nobody has a scored prediction here. Try another round or range, or clear the filter.'
                  : 'Standings appear once the first predictions have been scored.'
              }
              action={
                isFiltered ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      changeFilter({ kind: 'overall' });
                    }}
                  >
                    Clear filter
                  </Button>
                ) : undefined
              }
            />
          ) : entries.length === 0 ? (
            <EmptyState
              icon={<TrophyIcon />}
              title={`There is no page ${page}`}
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    changePage(1);
                  }}
                >
                  First page
                </Button>
              }
            />
          ) : (
            <>
              <LeaderboardTable
                entries={entries}
                me={me}
                viewerId={viewerId}
                selectedId={selectedId}
                isFiltered={isFiltered}
                linkTo={linkTo}
                replace
                onSelect={select}
                caption={`Leaderboard, ${filterLabel}, positions ${firstShown} to ${lastShown} of ${data.total}`}
              />
              <nav aria-label="Leaderboard pages" className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-chalk-muted">
                  {firstShown}–{lastShown} of {data.total} players · page {data.page} of {totalPages}
                </p>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={data.page <= 1}
                    onClick={() => {
                      changePage(data.page - 1);
                    }}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={data.page >= totalPages}
                    onClick={() => {
                      changePage(data.page + 1);
                    }}
                  >
                    Next
                  </Button>
                </div>
              </nav>
            </>
          )}
        </div>

        <aside className="flex flex-col gap-6" aria-label="Standing and scoring">
          <PlayerCard title={cardTitle} standing={standing} isLoading={isCardLoading} scopeLabel={filterLabel} />
          <ScoringBox tieBreak={data?.tieBreak} />
        </aside>
      </div>
    </section>
  );
}
