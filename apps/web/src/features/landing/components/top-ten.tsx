import { clsx } from 'clsx';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useTopTen } from '../api/get-top-ten';

const podium = ['bg-highlight text-pitch-950', 'bg-chalk-muted text-pitch-950', 'bg-[#c98a52] text-pitch-950'];

/** spec §2: the landing page shows the top 10 of the overall ranking, or an honest empty state. */
export function TopTen() {
  const { data, isPending, isError } = useTopTen();

  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4">
        <span className="sr-only">Loading the top 10...</span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-11" />
        ))}
      </div>
    );
  }

  const entries = data?.results ?? [];
  if (isError || entries.length === 0) {
    return (
      <EmptyState
        icon={<TrophyIcon />}
        title="No scored predictions yet"
        description="The top 10 appears here once the first predictions have been scored."
      />
    );
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-pitch-600 bg-pitch-800/80">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">Top 10 players, overall</caption>
        <thead className="bg-pitch-900/70">
          <tr className="display text-xs tracking-widest text-chalk-faint uppercase sm:text-sm">
            <th scope="col" className="w-16 py-3 pl-4 font-normal">
              Pos
            </th>
            <th scope="col" className="py-3 font-normal">
              Player
            </th>
            <th scope="col" className="w-20 py-3 pr-4 text-right font-normal">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.user.id} className="border-t border-pitch-600/70">
              <td className="py-2.5 pl-4">
                <span
                  className={clsx(
                    'display grid size-8 place-items-center rounded-full text-lg tabular-nums',
                    podium[entry.position - 1] ?? 'text-chalk-muted',
                  )}
                >
                  {entry.position}
                </span>
              </td>
              <td className="py-2.5 pr-3">
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar name={entry.user.username} picture={entry.user.profile_picture} size="sm" />
                  <span className="truncate font-semibold">{entry.user.username}</span>
                </span>
              </td>
              <td className="display py-2.5 pr-4 text-right text-xl text-accent tabular-nums">{entry.totalPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
