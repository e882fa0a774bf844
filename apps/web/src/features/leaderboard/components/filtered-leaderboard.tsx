import type { Leaderboard, LeaderboardEntry } from '@scoreline/contracts';
import type { ReactNode } from 'react';
import { AroundMeToggle } from '@/components/leaderboard/around-me-toggle';
import { PinnedPlayers } from '@/components/leaderboard/pinned-players';
import { useDrawnAnswer } from '@/hooks/use-drawn-answer';
import { usePinToggle } from '@/hooks/use-pin-toggle';
import type { LeaderboardSearchState } from '../hooks/use-leaderboard-search';
import { LeaderboardFilters } from './leaderboard-filters';
import { LeaderboardStandings } from './leaderboard-standings';

/**
 * A leaderboard under its scope filter (overall, a round or a date range): the filters, then one column with the
 * page's own toggles, 'Around me' and the pinned players (for a viewer), and the standings with their pager, beside
 * the page's side column. The global leaderboard and a private league's page both show it over their own query.
 */
export function FilteredLeaderboard({
  search,
  leaderboard,
  isLoading,
  onRetry,
  isRetrying,
  error = null,
  viewerId,
  linkTo,
  selectedId,
  onSelect,
  name,
  toolbar,
  asideLabel,
  aside,
  showFilters = true,
}: {
  /** The address's scope and its changes (`useLeaderboardSearch`). */
  search: LeaderboardSearchState;
  leaderboard: Leaderboard | undefined;
  /** Loading, or showing the previous answer while the next one loads. */
  isLoading: boolean;
  onRetry: () => unknown;
  isRetrying: boolean;
  /** The query's failure, for the standings to say what went wrong. */
  error?: Error | null;
  /** 'Around me' and pins are offered to a viewer only. */
  viewerId: number | undefined;
  linkTo: (entry: LeaderboardEntry) => string;
  selectedId?: number | undefined;
  onSelect?: ((entry: LeaderboardEntry) => void) | undefined;
  /** What the table is called (a league's name on its page). */
  name?: string;
  /** Above 'Around me' (the provisional view's toggle). */
  toolbar?: ReactNode;
  asideLabel: string;
  aside: ReactNode;
  /** issue 58: every competition summed is an overall table, without round or date filters. */
  showFilters?: boolean;
}) {
  const pins = usePinToggle();
  const { filter, page, aroundMe } = search;
  const hasViewer = viewerId !== undefined;
  // issue 14: the rows are drawn at transition priority (ADR 048); the skeleton, or the rows before, stay until then.
  const shown = useDrawnAnswer(leaderboard, isLoading);
  return (
    <>
      {showFilters && (
        <LeaderboardFilters
          filter={filter}
          totalRounds={leaderboard?.rounds.total_rounds ?? 0}
          currentRound={leaderboard?.rounds.current_round ?? null}
          roundNames={leaderboard?.rounds.stages}
          onChange={search.changeFilter}
        />
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4" aria-busy={shown.isLoading}>
          {toolbar}
          {/* Offered only where the viewer has a position (a player not ranked in this view has nobody "around" them);
              kept while it is on, so it can be turned off. */}
          {hasViewer && (aroundMe || shown.data?.me) && (
            <div className="flex justify-end">
              <AroundMeToggle isOn={aroundMe} onChange={search.changeAroundMe} />
            </div>
          )}
          {hasViewer && shown.data && (
            <PinnedPlayers entries={shown.data.pinned} linkTo={linkTo} onTogglePin={pins.toggle} isBusy={pins.isBusy} />
          )}
          <LeaderboardStandings
            name={name}
            leaderboard={shown.data}
            filter={filter}
            page={page}
            isLoading={shown.isLoading}
            viewerId={viewerId}
            selectedId={selectedId}
            linkTo={linkTo}
            onSelect={onSelect}
            onRetry={onRetry}
            isRetrying={isRetrying}
            error={error}
            onFilterChange={search.changeFilter}
            onPageChange={search.changePage}
            aroundMe={aroundMe}
            onTogglePin={hasViewer ? pins.toggle : undefined}
            isPinBusy={pins.isBusy}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label={asideLabel}>
          {aside}
        </aside>
      </div>
    </>
  );
}
