import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';

/**
 * Rows of placeholders in the table's shape while a page of the ranking loads: as many rows as the page will have,
 * each as tall as a real row (two lines on a phone, one from sm up), so nothing below moves when the rows arrive
 * (issue 13: the leaderboard's layout shift was 0.42 on a phone).
 */
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
      <SkeletonGroup>
        <Skeleton className="h-11 rounded-none" />
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            className="flex min-h-[4.3125rem] items-center gap-4 border-t border-pitch-600/70 px-4 py-3 sm:min-h-[3.5625rem]"
          >
            <Skeleton className="h-6 w-10" />
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-5 flex-1" />
            <Skeleton className="h-6 w-12" />
          </div>
        ))}
      </SkeletonGroup>
    </div>
  );
}
