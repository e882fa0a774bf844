import { clsx } from 'clsx';
import { createContext, useContext, type ComponentProps } from 'react';

/** Inside a SkeletonGroup, whose own pulse a block shares. */
const InPulsingGroup = createContext(false);

/** A placeholder block while content loads; pair it with a status text for screen readers. */
export function Skeleton({ className }: { className?: string }) {
  const pulsesWithGroup = useContext(InPulsingGroup);
  return (
    <div
      aria-hidden="true"
      className={clsx(!pulsesWithGroup && 'animate-pulse', 'rounded-md bg-pitch-700/80', className)}
    />
  );
}

/**
 * A placeholder of several blocks (a list, a card): the group pulses as one, its blocks with it, as they did each on
 * their own and in step. One animation instead of one per block: each animation's start is an event the browser
 * dispatches and React handles at its root (a leaderboard's placeholder has 81 blocks), and each animated block is
 * styled again on every frame while a phone is still loading the page (issue 14; docs/benchmarks.md, fifteenth
 * session).
 */
export function SkeletonGroup({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div {...props} className={clsx('animate-pulse', className)}>
      <InPulsingGroup value>{children}</InPulsingGroup>
    </div>
  );
}
