import { Skeleton } from '@/components/ui/skeleton';

/** Rows of placeholders in the table's shape while a page of the ranking loads. */
export function LeaderboardSkeleton({
  rows = 8,
  label = 'Loading the leaderboard...',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div role="status" className="overflow-hidden rounded-2xl border border-pitch-600 bg-pitch-800/80">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-11 rounded-none" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4 border-t border-pitch-600/70 px-4 py-3">
          <Skeleton className="h-6 w-10" />
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-6 w-12" />
        </div>
      ))}
    </div>
  );
}
