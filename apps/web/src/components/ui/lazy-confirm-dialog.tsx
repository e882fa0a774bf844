import { lazy, Suspense, type ComponentProps } from 'react';

const ConfirmDialog = lazy(() => import('./dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * The yes/no question of ./dialog.tsx, loaded the first time a page asks one: a page that only might ask (a league's
 * admin, a comment's author) does not load the dialog with itself (issue 14, ADR 046). It shows nothing while its chunk
 * loads, a moment after the click that asked.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
