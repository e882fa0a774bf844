import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={clsx('py-16 sm:py-24', className)}>
      <div className="page-container">
        <p className="display text-sm tracking-widest text-highlight">{eyebrow}</p>
        <h2 id={`${id}-title`} className="display mt-2 text-4xl sm:text-5xl">
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-2xl text-lg text-chalk-muted">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
