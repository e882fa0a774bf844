import { provisionalMessages } from '@scoreline/contracts/plain';
import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { getLeaderboardQueryOptions } from '@/lib/api/get-leaderboard';
import { useLiveStandings } from '../hooks/use-live-standings';

/** How many matches are live now: a one-row provisional ranking says it (refreshed each minute). */
function useLiveMatchCount(viewerId: number | undefined): number {
  const { data } = useQuery({
    ...getLeaderboardQueryOptions({ page: 1, size: 1, provisional: 'true' }, viewerId),
    refetchInterval: 60_000,
  });
  return data?.liveMatches ?? 0;
}

/**
 * Issue 13: during live matches the leaderboard offers an "if it ended now" view, and says plainly when it is on that
 * the ranking is provisional. Hidden while nothing is live (unless the view is on, so it can be turned off).
 */
export function ProvisionalToggle({
  isOn,
  liveMatches,
  viewerId,
  onChange,
}: {
  isOn: boolean;
  /** From the provisional answer shown, when it is on. */
  liveMatches: number | null;
  viewerId: number | undefined;
  onChange: (isOn: boolean) => void;
}) {
  const live = useLiveMatchCount(viewerId);
  useLiveStandings(isOn);
  if (!isOn && live === 0) return null;
  const counted = liveMatches ?? live;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-pressed={isOn}
        onClick={() => {
          onChange(!isOn);
        }}
        className={clsx(
          'display inline-flex h-10 items-center gap-2 self-end rounded-lg border px-3 text-sm tracking-wider',
          isOn ? 'border-danger bg-danger/15 text-danger' : 'border-pitch-500 text-chalk-muted hover:text-chalk',
        )}
      >
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-danger" />
        {provisionalMessages.toggle}
      </button>
      {isOn && (
        <p role="status" className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-chalk">
          {counted > 0 ? provisionalMessages.banner(counted) : provisionalMessages.nothingLive}
        </p>
      )}
    </div>
  );
}
