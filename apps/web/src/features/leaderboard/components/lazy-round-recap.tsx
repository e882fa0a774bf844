import { lazy, Suspense } from 'react';

const RoundRecapCard = lazy(() => import('./round-recap-card').then((module) => ({ default: module.RoundRecapCard })));

/**
 * Issue 60 (ADR 117): the signed-in player's round recap loads apart from the leaderboard (its call, its answer check,
 * its words and card): the standings paint first, and the page's first load stays in its budget (ADR 098). Nothing is
 * drawn while it loads: most visits have no new recap to show.
 */
export function LazyRoundRecap({ competition, viewerId }: { competition: string | undefined; viewerId: number }) {
  return (
    <Suspense fallback={null}>
      <RoundRecapCard competition={competition} viewerId={viewerId} />
    </Suspense>
  );
}
