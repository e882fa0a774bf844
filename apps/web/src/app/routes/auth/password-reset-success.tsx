import { authWebMessages } from '@scoreline/contracts/plain';
import { Navigate, useLocation } from 'react-router';
import { ConfirmationCard } from '@/features/auth/components/confirmation-card';
import { isFlowDone } from '@/features/auth/utils/flow-done';

/** spec §2 Password reset success page: only after the reset flow; a direct visit claims nothing and goes to sign-in. */
export default function PasswordResetSuccessRoute() {
  const { state } = useLocation();
  if (!isFlowDone(state)) return <Navigate to="/sign-in" replace />;
  return <ConfirmationCard title={authWebMessages.passwordResetTitle} message={authWebMessages.passwordResetDone} />;
}
