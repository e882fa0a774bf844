import { useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { TextLink } from '@/features/auth/components/text-link';
import { verifyEmailPath } from '@/features/auth/utils/paths';

/** spec §2 /forgot-password: an email field, then /verify-email/{email}. */
export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard
      eyebrow="Password reset"
      title="Forgot password"
      description="Enter the email of your account and we will send you a code to set a new password."
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Back to sign in</TextLink>
        </>
      }
    >
      <ForgotPasswordForm
        onCodeSent={(email) => {
          void navigate(verifyEmailPath(email));
        }}
      />
    </AuthCard>
  );
}
