import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';

/** The frame of every auth form: a scoreboard heading, a line of context, the form, then the way out. */
export function AuthCard({
  title,
  eyebrow,
  description,
  footer,
  children,
}: {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section>
      <PageTitle title={title} />
      <Card className="sm:p-8">
        {eyebrow && <p className="display text-sm tracking-widest text-highlight">{eyebrow}</p>}
        <h1 className="display mt-1 text-3xl sm:text-4xl">{title}</h1>
        {description && <div className="mt-3 text-chalk-muted">{description}</div>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-chalk-muted">{footer}</div>}
    </section>
  );
}
