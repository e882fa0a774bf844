import { PageHeading } from './page-heading';
import { PageLoader } from './page-loader';

/**
 * What a dashboard page shows while its chunk loads on a first visit: its heading, where the page draws it, and the
 * loader (issue 14: the heading is what a phone counts as the page's largest paint).
 */
export function PageFallback({ title }: { title: string }) {
  return (
    <section aria-busy="true">
      <PageHeading>{title}</PageHeading>
      <PageLoader />
    </section>
  );
}
