import { useSearchParams } from 'react-router';
import { ConfirmationCard } from '@/features/auth/components/confirmation-card';
import { withNext } from '@/features/auth/utils/paths';

/** spec §2 success page: titled Email verified, with LOG IN ACCOUNT to /sign-in. */
export default function EmailVerifiedRoute() {
  const next = useSearchParams()[0].get('next');
  return (
    <ConfirmationCard
      to={withNext('/sign-in', next)}
      title="Email verified"
      message="Your email address has been verified. Log in to start predicting."
    />
  );
}
