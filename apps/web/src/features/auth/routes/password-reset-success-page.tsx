import { ConfirmationCard } from '../components/confirmation-card';

export default function PasswordResetSuccessPage() {
  return (
    <ConfirmationCard
      title="Password reset"
      message="Your password has been reset successfully. Log in with your new password."
    />
  );
}
