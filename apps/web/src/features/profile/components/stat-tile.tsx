import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * One figure of the profile's stats (spec §2 Profile), in a definition list; an edit control sits in the value, as
 * a definition list's groups hold nothing but their terms and values.
 */
export function StatTile({
  label,
  children,
  action,
  className,
}: {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex min-w-0 flex-col gap-1 rounded-xl border border-pitch-600 bg-pitch-800/80 px-4 py-4',
        className,
      )}
    >
      <dt className="text-xs font-semibold tracking-wider text-chalk-muted uppercase">{label}</dt>
      <dd className="flex min-w-0 items-end justify-between gap-2">
        <span className="display min-w-0 text-2xl break-words text-accent tabular-nums sm:text-3xl">{children}</span>
        {action}
      </dd>
    </div>
  );
}
