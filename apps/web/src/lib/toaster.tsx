import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from './toast';

const ConfiguredToaster = lazy(() => import('./configured-toaster'));

/**
 * The toaster of every page. It is on the page from the first toast on: lib/toast.ts loads react-hot-toast then, and
 * the toasts asked for meanwhile show once it is here (issue 14, ADR 036).
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ConfiguredToaster />
    </Suspense>
  ) : null;
}
