import { ConfirmationCard } from '@/features/auth/components/confirmation-card';

/** spec §2 success page: titled Email verified, with LOG IN ACCOUNT to /sign-in. */
export default function EmailVerifiedRoute() {
  return (
    <ConfirmationCard
      title="Email verified"
      message="Your email address has been verified. Log in to start predicting."
    />
  );
}
