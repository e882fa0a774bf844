import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';

function MatchCardSkeleton() {
  return (
    <div className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-5">
      <SkeletonGroup className="flex flex-col gap-4">
        <div className="flex justify-between">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-16" />
        </div>
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
          <div className="flex flex-col items-center gap-2">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-4 w-20" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="size-12 sm:size-14" />
            <Skeleton className="size-12 sm:size-14" />
          </div>
          <div className="flex flex-col items-center gap-2">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </SkeletonGroup>
    </div>
  );
}

/** Loading placeholder of a round: a day heading and a few cards. */
export function MatchListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading matches...</span>
      <Skeleton className="h-6 w-40" />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <MatchCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
