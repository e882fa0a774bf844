import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isFlowDone } from '@/features/auth/utils/flow-done';
import { withNext } from '@/features/auth/utils/paths';
import { hasStoredResetToken } from '@/features/auth/utils/reset-token-store';

/**
 * Routes that send a visitor elsewhere before their page's chunk loads (issue 14: a typed or bookmarked address of a
 * step the visitor is not in loads only the page it ends on).
 */

/**
 * The confirmation pages (/success, /password-reset-success) say that something happened only to a visitor the flow
 * sent there (flow-done.ts); a direct visit claims nothing and goes to sign-in, keeping `next`.
 */
export function AfterFlow({ children }: { children: ReactNode }) {
  const { state } = useLocation();
  const next = useSearchParams()[0].get('next');
  if (!isFlowDone(state)) return <Navigate to={withNext('/sign-in', next)} replace />;
  return children;
}

/**
 * spec §2 /new-password comes after a verified reset code: with nothing stored for one, the visitor starts the flow at
 * /forgot-password. A stored token is read and checked by the page, which also sends an unreadable or expired one
 * there.
 */
export function DuringReset({ children }: { children: ReactNode }) {
  if (!hasStoredResetToken()) return <Navigate to="/forgot-password" replace />;
  return children;
}
