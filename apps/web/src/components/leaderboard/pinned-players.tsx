import type { LeaderboardEntry } from '@scoreline/contracts';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { PinButton } from './pin-button';

/** The viewer's pinned players, listed together above a leaderboard (issue 12), in ranking order. */
export function PinnedPlayers({
  entries,
  linkTo,
  onTogglePin,
  isBusy = false,
}: {
  entries: LeaderboardEntry[];
  linkTo?: ((entry: LeaderboardEntry) => string) | undefined;
  onTogglePin: (entry: LeaderboardEntry) => void;
  isBusy?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="pinned-title" className="rounded-2xl border border-highlight/40 bg-pitch-800/80 p-4">
      <h2 id="pinned-title" className="display text-sm tracking-widest text-highlight">
        Pinned
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.user.id} className="flex min-w-0 items-center gap-2 rounded-xl bg-pitch-900/70 px-3 py-2">
            <span className="display min-w-10 shrink-0 text-right text-lg tabular-nums">
              <span className="sr-only">Position </span>
              {entry.position}
            </span>
            <Avatar name={entry.user.username} picture={entry.user.profile_picture} size="sm" />
            {linkTo ? (
              <Link
                to={linkTo(entry)}
                className="min-w-0 flex-1 truncate font-semibold hover:text-accent"
                title={entry.user.username}
              >
                {entry.user.username}
              </Link>
            ) : (
              <span className="min-w-0 flex-1 truncate font-semibold" title={entry.user.username}>
                {entry.user.username}
              </span>
            )}
            <span className="display text-lg tabular-nums text-accent">{entry.totalPoints}</span>
            <PinButton entry={entry} disabled={isBusy} onToggle={onTogglePin} />
          </li>
        ))}
      </ul>
    </section>
  );
}
