import { useDeferredValue, useMemo } from 'react';

/**
 * A query's answer and its loading state, deferred together (ADR 048): a long list drawn from them is drawn at
 * transition priority, in slices between which the browser stays responsive, instead of in the one synchronous task
 * an arriving answer causes. Until it is drawn, what was on screen stays: the skeleton (while `isLoading` was true),
 * or the list drawn from the answer before (a refresh).
 */
export function useDrawnAnswer<T>(data: T, isLoading: boolean): { data: T; isLoading: boolean } {
  return useDeferredValue(useMemo(() => ({ data, isLoading }), [data, isLoading]));
}
