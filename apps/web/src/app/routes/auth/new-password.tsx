import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { TextLink } from '@/features/auth/components/text-link';
import { readResetToken } from '@/features/auth/utils/reset-token';
import { flowDoneState } from '@/features/auth/utils/flow-done';

/** spec §2 /new-password: set a new password with confirmation, after the reset code was verified. */
export default function NewPasswordRoute() {
  const navigate = useNavigate();
  // Read once: the page must not bounce to /forgot-password when a successful reset clears the token.
  const [resetToken] = useState(() => readResetToken());
  if (!resetToken) return <Navigate to="/forgot-password" replace />;

  return (
    <AuthCard
      eyebrow="Password reset"
      title="New password"
      description={
        <p>
          Choose a new password for{' '}
          <strong className="font-semibold wrap-anywhere text-chalk">{resetToken.email}</strong>. You will sign in with
          it next.
        </p>
      }
      footer={
        <>
          Changed your mind? <TextLink to="/sign-in">Back to sign in</TextLink>
        </>
      }
    >
      <NewPasswordForm
        resetToken={resetToken}
        onReset={() => {
          void navigate('/password-reset-success', { replace: true, state: flowDoneState });
        }}
        onTokenRejected={() => {
          void navigate('/forgot-password', { replace: true });
        }}
      />
    </AuthCard>
  );
}
