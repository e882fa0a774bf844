import { TOAST_DURATION_MS } from '@scoreline/domain';
import { Toaster } from 'react-hot-toast';

const accent = 'var(--color-accent)';
const ink = 'var(--color-pitch-950)';

/**
 * spec §9: error and plain toasts 4 s, success 2 s, loading until dismissed, at most 20 at once.
 * react-hot-toast keeps at most 20 toasts itself, dropping the oldest (configured-toaster.test.tsx holds it to that).
 * It loads with the first toast (`AppToaster`, lib/toaster.tsx).
 */
export default function ConfiguredToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        blank: { duration: TOAST_DURATION_MS.blank },
        success: { duration: TOAST_DURATION_MS.success, iconTheme: { primary: accent, secondary: ink } },
        error: { duration: TOAST_DURATION_MS.error, iconTheme: { primary: 'var(--color-danger)', secondary: ink } },
        style: {
          background: 'var(--color-pitch-800)',
          color: 'var(--color-chalk)',
          border: '1px solid var(--color-pitch-500)',
          borderRadius: '0.75rem',
          maxWidth: '28rem',
        },
      }}
    />
  );
}
