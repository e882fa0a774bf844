import { authWebMessages } from '@scoreline/contracts/plain';
import { ConfirmationCard } from '@/features/auth/components/confirmation-card';

/**
 * spec §2 Password reset success page: only after the reset flow; the route sends a direct visit to sign-in
 * (app/flow-guards.tsx).
 */
export default function PasswordResetSuccessRoute() {
  return <ConfirmationCard title={authWebMessages.passwordResetTitle} message={authWebMessages.passwordResetDone} />;
}
