import { clsx } from 'clsx';

/** A placeholder block while content loads; pair it with a status text for screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-pitch-700/80', className)} />;
}
