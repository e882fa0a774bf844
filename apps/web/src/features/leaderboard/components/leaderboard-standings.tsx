import type { Leaderboard, LeaderboardEntry } from '@scoreline/contracts';
import { LEADERBOARD_PAGE_SIZE, webMessages } from '@scoreline/contracts/plain';
import { LeaderboardSkeleton } from '@/components/leaderboard/leaderboard-skeleton';
import { LeaderboardTable } from '@/components/leaderboard/leaderboard-table';
import { RankingPreparing } from '@/components/leaderboard/ranking-preparing';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { useSeasonPreparing } from '@/hooks/use-season-preparing';
import { isInvalidRequest } from '@/lib/api/errors';
import {
  describeFilter,
  formatLeaderboardDate,
  isFiltered as isFilterActive,
  type LeaderboardFilter,
} from '../utils/leaderboard-filter';

function emptyTitle(filter: LeaderboardFilter): string {
  if (filter.kind === 'round') return webMessages.noScoredPredictionsInRound(filter.round);
  if (filter.kind === 'range') {
    return webMessages.noScoredPredictionsInRange(
      formatLeaderboardDate(filter.start),
      formatLeaderboardDate(filter.end),
    );
  }
  return webMessages.noScoredPredictions;
}

/**
 * spec §2 the full leaderboard: one page of the ranking with its pager, an honest empty state (with Clear filter
 * when filtered), and an error state with a retry when GET /score fails.
 */
export function LeaderboardStandings({
  leaderboard,
  filter,
  page,
  isLoading,
  viewerId,
  selectedId,
  linkTo,
  onSelect,
  onRetry,
  isRetrying,
  error = null,
  onFilterChange,
  onPageChange,
  aroundMe = false,
  onTogglePin,
  isPinBusy = false,
  name = 'Leaderboard',
}: {
  leaderboard: Leaderboard | undefined;
  filter: LeaderboardFilter;
  page: number;
  /** Loading, or showing the previous page while the next one loads. */
  isLoading: boolean;
  viewerId: number | undefined;
  selectedId: number | undefined;
  linkTo: (entry: LeaderboardEntry) => string;
  onSelect: ((entry: LeaderboardEntry) => void) | undefined;
  onRetry: () => unknown;
  isRetrying: boolean;
  /** The query's failure: a round the season does not have is said plainly (issue 55), not as a lost connection. */
  error?: Error | null;
  onFilterChange: (filter: LeaderboardFilter) => void;
  onPageChange: (page: number) => void;
  /** Show the rows around the viewer (`around`, asked with around=me) instead of the page. */
  aroundMe?: boolean;
  onTogglePin?: ((entry: LeaderboardEntry) => void) | undefined;
  isPinBusy?: boolean;
  /** What the table is called (a league's name on its page). */
  name?: string;
}) {
  const isFiltered = isFilterActive(filter);
  const preparing = useSeasonPreparing();
  if (isLoading) {
    return (
      <>
        <LeaderboardSkeleton rows={LEADERBOARD_PAGE_SIZE} />
        {/* The pages line under the table, reserved too. */}
        <div aria-hidden="true" className="h-9" />
      </>
    );
  }
  if (!leaderboard && isInvalidRequest(error)) {
    return (
      <EmptyState
        icon={<TrophyIcon />}
        title={error.message}
        description={webMessages.leaderboardRoundUnknownHint}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              onFilterChange({ kind: 'overall' });
            }}
          >
            Overall standings
          </Button>
        }
      />
    );
  }
  if (!leaderboard) {
    return (
      <LoadError
        icon={<TrophyIcon />}
        title={webMessages.leaderboardFailed}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (leaderboard.total === 0 && preparing) return <RankingPreparing />;
  if (leaderboard.total === 0) {
    return (
      <EmptyState
        icon={<TrophyIcon />}
        title={emptyTitle(filter)}
        description={isFiltered ? webMessages.leaderboardFilteredEmptyHint : webMessages.leaderboardEmptyHint}
        action={
          isFiltered ? (
            <Button
              variant="secondary"
              onClick={() => {
                onFilterChange({ kind: 'overall' });
              }}
            >
              Clear filter
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (aroundMe) {
    const around = leaderboard.around ?? [];
    if (around.length === 0) return <EmptyState icon={<TrophyIcon />} title={webMessages.aroundMeEmpty} />;
    return (
      <LeaderboardTable
        entries={around}
        viewerId={viewerId}
        selectedId={selectedId}
        isFiltered={isFiltered}
        linkTo={linkTo}
        replace={onSelect !== undefined}
        onSelect={onSelect}
        onTogglePin={onTogglePin}
        isPinBusy={isPinBusy}
        caption={`${name}, ${describeFilter(filter, leaderboard.rounds.stages)}, around you`}
      />
    );
  }
  const entries = leaderboard.results;
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<TrophyIcon />}
        title={webMessages.noSuchPage(page)}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              onPageChange(1);
            }}
          >
            First page
          </Button>
        }
      />
    );
  }

  const totalPages = Math.max(1, Math.ceil(leaderboard.total / leaderboard.size));
  const firstShown = (leaderboard.page - 1) * leaderboard.size + 1;
  const lastShown = firstShown + entries.length - 1;
  return (
    <>
      <LeaderboardTable
        entries={entries}
        me={leaderboard.me}
        viewerId={viewerId}
        selectedId={selectedId}
        isFiltered={isFiltered}
        linkTo={linkTo}
        replace={onSelect !== undefined}
        onSelect={onSelect}
        onTogglePin={onTogglePin}
        isPinBusy={isPinBusy}
        caption={`${name}, ${describeFilter(filter, leaderboard.rounds.stages)}, positions ${firstShown} to ${lastShown} of ${leaderboard.total}`}
      />
      <nav aria-label="Leaderboard pages" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-chalk-muted">
          {firstShown}–{lastShown} of {leaderboard.total} players · page {leaderboard.page} of {totalPages}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={leaderboard.page <= 1}
            onClick={() => {
              onPageChange(leaderboard.page - 1);
            }}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={leaderboard.page >= totalPages}
            onClick={() => {
              onPageChange(leaderboard.page + 1);
            }}
          >
            Next
          </Button>
        </div>
      </nav>
    </>
  );
}
