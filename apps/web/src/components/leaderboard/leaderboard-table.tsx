import type { LeaderboardEntry } from '@scoreline/contracts';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { MedalIcon } from '@/components/ui/icons';
import { MovementIcon } from './movement-icon';
import { PinButton } from './pin-button';

export type LeaderboardTableProps = {
  entries: LeaderboardEntry[];
  caption: string;
  /** The signed-in player's own entry; pinned under the table when it is not among `entries`. */
  me?: LeaderboardEntry | null;
  /** The signed-in player: their row is highlighted (spec §2). */
  viewerId?: number | undefined;
  selectedId?: number | undefined;
  /** A round or a date range is chosen: 'Current Round', no average, no movement or badge (spec §2). */
  isFiltered?: boolean;
  /** Where a player's name leads (spec §2: /leaderboard/{id}); without it the names are plain text. */
  linkTo?: ((entry: LeaderboardEntry) => string) | undefined;
  /** The links replace the current history entry (the leaderboard page's selection, spec §2). */
  replace?: boolean;
  /** A click anywhere on a row; without it only the name (when linked) leads anywhere. */
  onSelect?: ((entry: LeaderboardEntry) => void) | undefined;
  /** Pin or unpin a row's player (not offered on the viewer's own row); pinned rows are highlighted. */
  onTogglePin?: ((entry: LeaderboardEntry) => void) | undefined;
  isPinBusy?: boolean;
};

const formatAverage = (value: number) => value.toFixed(2);

function Row({
  entry,
  isViewer,
  isSelected,
  isFiltered,
  stacksMovement,
  isPinned = false,
  linkTo,
  replace,
  onSelect,
  onTogglePin,
  isPinBusy,
}: {
  entry: LeaderboardEntry;
  isViewer: boolean;
  isSelected: boolean;
  isFiltered: boolean;
  stacksMovement: boolean;
  isPinned?: boolean;
  linkTo: string | undefined;
  replace: boolean;
  onSelect: (() => void) | undefined;
  onTogglePin: ((entry: LeaderboardEntry) => void) | undefined;
  isPinBusy: boolean;
}) {
  const { stats } = entry;
  const nameClass = 'truncate font-semibold';
  return (
    <tr
      onClick={onSelect}
      data-current-player={isViewer || undefined}
      data-selected={isSelected || undefined}
      data-pinned-player={entry.isPinned || undefined}
      className={clsx(
        'transition-colors',
        // The pinned own row sits under a dashed rule: it is not the next position.
        isPinned ? 'border-t-4 border-dashed border-pitch-500' : 'border-t border-pitch-600/70',
        onSelect && 'cursor-pointer',
        isViewer && 'bg-accent/12',
        !isViewer && entry.isPinned && 'bg-highlight/10',
        onSelect && (isViewer ? 'hover:bg-accent/18' : 'hover:bg-pitch-700/60'),
        isSelected && 'outline-2 -outline-offset-2 outline-highlight',
      )}
    >
      <td className={clsx('py-3 pr-1 pl-2 sm:pr-2 sm:pl-4', isViewer && 'border-l-4 border-accent')}>
        <span
          className={clsx(
            'flex sm:flex-row sm:items-center sm:gap-2',
            stacksMovement ? 'flex-col items-end gap-0.5' : 'items-center gap-1.5',
          )}
        >
          {/* As wide as the table's longest position (--pos-digits), so the movement icons line up in a column. */}
          <span className="display w-[calc(var(--pos-digits)*0.6em)] shrink-0 text-right text-lg tabular-nums sm:text-xl">
            <span className="sr-only">Position </span>
            {entry.position}
          </span>
          {!isFiltered && <MovementIcon movement={stats.progressIndicator} />}
        </span>
      </td>
      <td className="min-w-0 py-3 pr-2">
        <span className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Avatar name={entry.user.username} picture={entry.user.profile_picture} size="sm" />
          <span className="min-w-0">
            <span className="flex min-w-0 items-center gap-1 sm:gap-1.5">
              {linkTo === undefined ? (
                <span className={nameClass} title={entry.user.username}>
                  {entry.user.username}
                </span>
              ) : (
                <Link
                  to={linkTo}
                  replace={replace}
                  onClick={(event) => {
                    // The row's own handler navigates; the link is there for keyboards and screen readers.
                    event.stopPropagation();
                  }}
                  className={clsx(nameClass, 'hover:text-accent hover:underline')}
                  title={entry.user.username}
                >
                  {entry.user.username}
                </Link>
              )}
              {/* spec §2: only movement and the average are hidden when filtered, never the badge. */}
              {entry.hasABadge && (
                <span role="img" aria-label="Badge holder" title="Badge holder" className="text-highlight">
                  <MedalIcon className="size-4" />
                </span>
              )}
              {isViewer && (
                <span className="display rounded bg-accent px-1.5 text-xs tracking-wider text-pitch-950">You</span>
              )}
              {isPinned && <span className="sr-only">(your position, off this page)</span>}
              {!isViewer && entry.isPinned && <span className="sr-only">(pinned)</span>}
              {onTogglePin && !isViewer && <PinButton entry={entry} disabled={isPinBusy} onToggle={onTogglePin} />}
            </span>
            {/* Below sm the secondary columns are stacked under the name (filtered, the round's points are the total). */}
            {!isFiltered && (
              <span className="block truncate text-xs text-chalk-faint sm:hidden">
                Prev. round {stats.previous_round_score} · Avg {formatAverage(stats.average_points_per_prediction)}
              </span>
            )}
          </span>
        </span>
      </td>
      <td className="hidden py-3 pr-2 text-right tabular-nums sm:table-cell">{stats.previous_round_score}</td>
      {!isFiltered && (
        <td className="hidden py-3 pr-2 text-right tabular-nums text-chalk-muted md:table-cell">
          {formatAverage(stats.average_points_per_prediction)}
        </td>
      )}
      <td className="display py-3 pr-3 text-right text-lg tabular-nums text-accent sm:pr-4 sm:text-xl">
        {entry.totalPoints}
      </td>
    </tr>
  );
}

/**
 * spec §2 Leaderboard: POSITION, PLAYER, Previous (or Current) Round, Average Prediction, TOTAL, with movement and
 * badge icons. Shared by the leaderboard page (a page of the full list) and the landing page (the top 10); it only
 * draws: the pages decide where a row leads and what a click does.
 */
export function LeaderboardTable({
  entries,
  caption,
  me = null,
  viewerId,
  selectedId,
  isFiltered = false,
  linkTo,
  replace = false,
  onSelect,
  onTogglePin,
  isPinBusy = false,
}: LeaderboardTableProps) {
  const isMeOnPage = me !== null && entries.some((entry) => entry.user.id === me.user.id);
  // Positions run to 100,000 at league scale: the column grows with the longest one shown (3 digits at least).
  const positionDigits = Math.max(
    3,
    ...[...entries, ...(me ? [me] : [])].map((entry) => String(entry.position).length),
  );
  // From 5 digits on, a phone shows the movement icon under the position, leaving the name its room.
  const stacksMovement = positionDigits >= 5 && !isFiltered;
  // Bottom-aligned: the two numeric headings wrap onto two lines, leaving the names their room.
  const header =
    'display py-3 pr-2 align-bottom text-xs leading-tight font-normal tracking-widest text-chalk-faint uppercase sm:text-sm';

  const row = (entry: LeaderboardEntry, isPinned = false) => (
    <Row
      key={`${isPinned ? 'pinned' : 'row'}-${entry.user.id}`}
      entry={entry}
      isViewer={entry.user.id === viewerId}
      isSelected={entry.user.id === selectedId}
      isFiltered={isFiltered}
      stacksMovement={stacksMovement}
      isPinned={isPinned}
      linkTo={linkTo?.(entry)}
      replace={replace}
      onTogglePin={onTogglePin}
      isPinBusy={isPinBusy}
      onSelect={
        onSelect &&
        (() => {
          onSelect(entry);
        })
      }
    />
  );

  return (
    <div className="overflow-hidden rounded-2xl border border-pitch-600 bg-pitch-800/80">
      <table
        className="w-full table-fixed border-collapse text-left"
        style={{ '--pos-digits': positionDigits } as CSSProperties}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-pitch-900/70">
          <tr>
            {/*
              At 390 px the narrow position and total columns leave the name ~125 px: every demo name in full. Longer
              positions widen the column: 0.6em a digit at the cell's size (text-lg, sm:text-xl) beside the fixed
              padding, border, gap and movement icon (42 px, sm 56 px); 16 px of padding and border when the icon
              is stacked under the position.
            */}
            <th
              scope="col"
              className={clsx(
                header,
                stacksMovement
                  ? 'w-[calc(var(--pos-digits)*0.675rem+1rem)] pl-2'
                  : 'w-[max(4.5rem,calc(var(--pos-digits)*0.675rem+2.625rem))] pl-2',
                'sm:w-[max(7rem,calc(var(--pos-digits)*0.75rem+3.5rem))] sm:pl-4',
              )}
            >
              <span className="sm:hidden">Pos</span>
              <span className="hidden sm:inline">Position</span>
            </th>
            <th scope="col" className={header}>
              Player
            </th>
            <th scope="col" className={clsx(header, 'hidden w-24 text-right sm:table-cell')}>
              {isFiltered ? 'Current Round' : 'Previous Round'}
            </th>
            {!isFiltered && (
              <th scope="col" className={clsx(header, 'hidden w-28 text-right md:table-cell')}>
                Average Prediction
              </th>
            )}
            <th scope="col" className={clsx(header, 'w-14 pr-3 text-right sm:w-24 sm:pr-4')}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>{entries.map((entry) => row(entry))}</tbody>
        {me && !isMeOnPage && (
          // No separator row: a cell spanning every column would add columns the phone layout hides and
          // squeeze the visible ones (the table is table-fixed).
          <tbody aria-label="Your position">{row(me, true)}</tbody>
        )}
      </table>
    </div>
  );
}
