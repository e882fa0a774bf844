import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';

/** The match header's place while the match loads. */
export function MatchHeaderSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 sm:p-8">
      <span className="sr-only">Loading match...</span>
      <SkeletonGroup>
        <Skeleton className="mx-auto h-4 w-48" />
        <div className="mt-6 grid grid-cols-3 items-center gap-4">
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex flex-col items-center gap-3">
              <Skeleton className={index === 1 ? 'h-12 w-24' : 'size-16 rounded-full sm:size-20'} />
              {index !== 1 && <Skeleton className="h-5 w-24" />}
            </div>
          ))}
        </div>
      </SkeletonGroup>
    </div>
  );
}
