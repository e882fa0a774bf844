import { lazy, Suspense } from 'react';
import type { KnownMatch } from '@/lib/match';
import { LineupSkeleton } from './lineup-skeleton';

const LineupTab = lazy(() => import('./lineup-tab').then((module) => ({ default: module.LineupTab })));

/**
 * The Line Up tab, whose code (the pitch, the formations, the kits: 1.9 KiB gzip) loads when the tab is first shown: a
 * match that opens on its Stat tab does not load it with the page (issue 14, ADR 046).
 */
export function LazyLineupTab({ match }: { match: KnownMatch }) {
  return (
    <Suspense fallback={<LineupSkeleton />}>
      <LineupTab match={match} />
    </Suspense>
  );
}
