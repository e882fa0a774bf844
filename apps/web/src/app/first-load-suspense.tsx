import { Suspense, useState, type ReactNode } from 'react';
import { hasShownFirstPage } from './page-loads';

/**
 * A page's own fallback, for the first load only (ADR 041): the loader, or the page's heading (ADR 034), drawn where
 * the page will be. Mounted later, by a move to another page, it is left out, so the page waits in the root layout's
 * boundary, which is already on screen: React then keeps the old page until the new one's chunk has arrived (a new
 * boundary would show its fallback at once, and take the focus the new page's heading should get).
 */
export function FirstLoadSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [firstLoad] = useState(() => !hasShownFirstPage());
  return firstLoad ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}
