import type { LeaderboardEntry } from '@scoreline/contracts';
import { clsx } from 'clsx';

/** Pin or unpin a player (issue 12); a toggle, so its state is aria-pressed. */
export function PinButton({
  entry,
  disabled = false,
  onToggle,
}: {
  entry: LeaderboardEntry;
  disabled?: boolean;
  onToggle: (entry: LeaderboardEntry) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={entry.isPinned}
      aria-label={`Pin ${entry.user.username}`}
      title={entry.isPinned ? `Unpin ${entry.user.username}` : `Pin ${entry.user.username}`}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(entry);
      }}
      className={clsx(
        'grid size-7 shrink-0 place-items-center rounded-md transition-colors disabled:opacity-60',
        entry.isPinned ? 'text-highlight' : 'text-chalk-faint hover:bg-pitch-700 hover:text-chalk',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4"
        fill={entry.isPinned ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
    </button>
  );
}
