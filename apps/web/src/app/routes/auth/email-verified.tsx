import { authWebMessages } from '@scoreline/contracts/plain';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ConfirmationCard } from '@/features/auth/components/confirmation-card';
import { isFlowDone } from '@/features/auth/utils/flow-done';
import { withNext } from '@/features/auth/utils/paths';

/**
 * spec §2 success page: titled Email verified, with LOG IN ACCOUNT to /sign-in. Only after a verified code; a direct
 * visit claims nothing and goes to sign-in (keeping `next`).
 */
export default function EmailVerifiedRoute() {
  const next = useSearchParams()[0].get('next');
  const { state } = useLocation();
  const signIn = withNext('/sign-in', next);
  if (!isFlowDone(state)) return <Navigate to={signIn} replace />;
  return (
    <ConfirmationCard to={signIn} title={authWebMessages.emailVerifiedTitle} message={authWebMessages.emailVerified} />
  );
}
