import { authWebMessages } from '@scoreline/contracts/plain';
import { useSearchParams } from 'react-router';
import { ConfirmationCard } from '@/features/auth/components/confirmation-card';
import { withNext } from '@/features/auth/utils/paths';

/**
 * spec §2 success page: titled Email verified, with LOG IN ACCOUNT to /sign-in (keeping `next`). Only after a verified
 * code: the route sends anyone else to sign-in (app/flow-guards.tsx).
 */
export default function EmailVerifiedRoute() {
  const next = useSearchParams()[0].get('next');
  return (
    <ConfirmationCard
      to={withNext('/sign-in', next)}
      title={authWebMessages.emailVerifiedTitle}
      message={authWebMessages.emailVerified}
    />
  );
}
