import { clsx } from 'clsx';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';

/** The Line Up tab while its line-ups (or its own code, ./lazy-lineup-tab.tsx) are on their way. */
export function LineupSkeleton() {
  return (
    <SkeletonGroup role="status" className="grid gap-6 xl:grid-cols-2">
      <span className="sr-only">Loading line-ups...</span>
      {[0, 1].map((index) => (
        <div key={index} className={clsx('flex-col gap-4', index === 1 ? 'hidden xl:flex' : 'flex')}>
          <Skeleton className="h-12 w-56" />
          <Skeleton className="mx-auto aspect-[4/5] w-full max-w-md rounded-xl" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
