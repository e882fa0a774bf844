import { useSyncExternalStore } from 'react';

/**
 * A new version of the app waiting to take over (issue 60, ADR 116): the service worker's registration
 * (app/service-worker.ts, loaded after the page) says one is installed; the layout announces it and takes it at the
 * next change of page (app/layouts/use-new-version.ts), so nobody loses what they are typing to a reload.
 */
let takeUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function updateWaiting(take: () => void): void {
  takeUpdate = take;
  for (const listener of listeners) listener();
}

/** Whether a new version waits (the announcement is shown once it does). */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => takeUpdate !== null,
    () => false,
  );
}

/** Takes the waiting version now (the page reloads on it); nothing when none waits. */
export function takeWaitingUpdate(): void {
  const take = takeUpdate;
  takeUpdate = null;
  take?.();
}
