import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { PageTitle } from './page-title';

/** An honest placeholder for a screen whose issue has not been built yet. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="coming-soon-title">
      <PageTitle title={title} />
      <h1 id="coming-soon-title" className="display text-3xl sm:text-4xl">
        {title}
      </h1>
      <Card className="mt-6">
        <p className="display inline-block rounded-md bg-highlight/15 px-2 py-1 text-sm tracking-widest text-highlight">
          Coming soon
        </p>
        <div className="mt-3 text-chalk-muted">{children}</div>
      </Card>
    </section>
  );
}
