import { clsx } from 'clsx';

/** The Scoreline mark (a ball crossed by the score line) and wordmark. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-pitch-700" />
        <circle cx="16" cy="16" r="10" fill="none" strokeWidth="3" className="stroke-accent" />
        <rect x="4" y="14.5" width="24" height="3" rx="1.5" className="fill-accent" />
      </svg>
      <span className="display text-2xl tracking-wider">
        Score<span className="text-accent">line</span>
      </span>
    </span>
  );
}
