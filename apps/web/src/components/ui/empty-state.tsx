import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-pitch-500 bg-pitch-900/60 px-6 py-10 text-center',
        className,
      )}
    >
      {icon && <div className="text-accent [&>svg]:size-10">{icon}</div>}
      <p className="display text-xl sm:text-2xl">{title}</p>
      {description && <p className="max-w-md text-sm text-chalk-muted sm:text-base">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
