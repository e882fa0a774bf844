import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * A titled card of one's own profile (my competitions, the calendar link, the picks file, reminders): a region named by
 * its heading, with a line saying what it is for.
 */
export function ProfileSection({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={clsx('flex flex-col gap-3', className)}>
      <h2 id={headingId} className="display text-xl tracking-wider">
        {title}
      </h2>
      {lead && <p className="text-sm text-chalk-muted">{lead}</p>}
      {children}
    </Card>
  );
}
