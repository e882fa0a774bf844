import { matchPageMessages } from '@scoreline/contracts/plain';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Skeleton, SkeletonGroup } from './skeleton';

/** A titled card with its own loading and failed states (the match page's Stat tab sections). */
export function SectionCard({
  title,
  description,
  isLoading = false,
  hasFailed = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  isLoading?: boolean;
  /** The section's data could not be loaded (the page has said so in a toast). */
  hasFailed?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      className="rounded-2xl border border-pitch-600 bg-pitch-800/80 p-4 shadow-lg shadow-black/20 sm:p-6"
    >
      <h3 id={headingId} className="display text-2xl">
        {title}
      </h3>
      {description && <p className="mt-1 text-sm text-chalk-muted">{description}</p>}
      <div className="mt-4">
        {isLoading ? (
          <SkeletonGroup role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-4/5" />
          </SkeletonGroup>
        ) : hasFailed ? (
          <p className="text-chalk-muted">{matchPageMessages.sectionFailed}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
