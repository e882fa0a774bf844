import { ConfirmationCard } from '@/features/auth/components/confirmation-card';

export default function PasswordResetSuccessRoute() {
  return (
    <ConfirmationCard
      title="Password reset"
      message="Your password has been reset successfully. Log in with your new password."
    />
  );
}
