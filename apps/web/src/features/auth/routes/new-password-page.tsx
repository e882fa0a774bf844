import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, successMessages } from '@scoreline/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { authErrorMessage, isApiError, isCancelled } from '../utils/auth-errors';
import { clearResetToken, readResetToken, type ResetToken } from '../utils/reset-token';
import { showServerFieldErrors } from '../utils/server-field-errors';

type NewPasswordInput = z.input<typeof newPasswordFormSchema>;
type NewPasswordValues = z.output<typeof newPasswordFormSchema>;

/** spec §2: set a new password with confirmation, after the reset code was verified. */
export default function NewPasswordPage() {
  // Read once: the page must not bounce to /forgot-password when a successful reset clears the token.
  const [resetToken] = useState(() => readResetToken());
  if (!resetToken) return <Navigate to="/forgot-password" replace />;
  return <NewPasswordForm resetToken={resetToken} />;
}

function NewPasswordForm({ resetToken }: { resetToken: ResetToken }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = ({ newPassword }: NewPasswordValues) => {
    reset.mutate(
      { newPassword, resetToken: resetToken.accessToken },
      {
        onSuccess: (answer) => {
          clearResetToken();
          toast.success(answer.message ?? successMessages.passwordReset, { id: 'reset-password' });
          void navigate('/password-reset-success', { replace: true });
        },
        onError: (error) => {
          if (isCancelled(error)) return;
          toast.error(authErrorMessage(error), { id: 'reset-password' });
          if (isApiError(error) && error.status === 401) {
            // The reset token expired (15 min) or was used: the flow starts again.
            clearResetToken();
            void navigate('/forgot-password', { replace: true });
            return;
          }
          showServerFieldErrors(error, ['newPassword', 'confirmPassword'], setError);
        },
      },
    );
  };

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
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={resetToken.email} readOnly hidden />
        <Field
          label="New password"
          hint="At least 6 characters, with an uppercase letter, a lowercase letter and a number."
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" autoFocus />
          )}
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
        <Button type="submit" size="lg" isLoading={reset.isPending} className="w-full">
          {reset.isPending ? 'Saving...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
