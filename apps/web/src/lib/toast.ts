import type hotToastModule from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

/**
 * The app's toasts (spec §9). react-hot-toast and its toaster load with the first toast a page asks for, not with
 * the app's entry (issue 14: 4.6 KiB gzip of every first load, for a toaster most loads never use; ADR 036). The
 * toaster (`AppToaster`, lib/toaster.tsx) mounts then; react-hot-toast keeps the toasts asked for until it does.
 */
type HotToast = typeof hotToastModule;

let loading: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();

function hotToast(): Promise<HotToast> {
  if (!loading) {
    loading = import('react-hot-toast').then((module) => module.default);
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast has been asked for, so the toaster must be on the page (read by `AppToaster`). */
export const toasterWanted = (): boolean => loading !== undefined;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Show = (message: string, options?: ToastOptions) => void;

const show =
  (kind: 'blank' | 'success' | 'error'): Show =>
  (message, options) => {
    void hotToast().then((toast) => (kind === 'blank' ? toast(message, options) : toast[kind](message, options)));
  };

/** `toast(message)`, `toast.success`, `toast.error` and `toast.dismiss(id)`, as react-hot-toast's. */
export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  dismiss(id?: string) {
    // Nothing to dismiss before the first toast.
    void loading?.then((toast) => {
      toast.dismiss(id);
    });
  },
});
