import type { newPasswordFormSchema } from '@scoreline/contracts';
import { authWebMessages, limits, successMessages } from '@scoreline/contracts/plain';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { hasErrorCode, isCancelledRequest } from '@/lib/api/errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage } from '../utils/auth-errors';
import { clearResetToken, type ResetToken } from '../utils/reset-token';
import { showServerFieldErrors } from '../utils/server-field-errors';

type NewPasswordInput = z.input<typeof newPasswordFormSchema>;
type NewPasswordValues = z.output<typeof newPasswordFormSchema>;

/**
 * zod and the schema load when the form is first used (ADR 042): the first character typed into it, not the focus,
 * which the new password's field takes as the page opens (ADR 045).
 */
const checks = lazyZodResolver<NewPasswordInput, NewPasswordValues>(() =>
  import('../utils/schemas').then((schemas) => schemas.newPasswordFormSchema),
);

/**
 * spec §2: a new password with confirmation, sent with the verified reset token. `onReset` once it is saved;
 * `onTokenRejected` when the token expired (15 min) or was used, so the flow starts again.
 */
export function NewPasswordForm({
  resetToken,
  onReset,
  onTokenRejected,
}: {
  resetToken: ResetToken;
  onReset: () => void;
  onTokenRejected: () => void;
}) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: checks.resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = ({ newPassword }: NewPasswordValues) => {
    reset.mutate(
      { newPassword, resetToken: resetToken.accessToken },
      {
        onSuccess: (answer) => {
          clearResetToken();
          toast.success(answer.message ?? successMessages.passwordReset, { id: 'reset-password' });
          onReset();
        },
        onError: (error) => {
          if (isCancelledRequest(error)) return;
          toast.error(authErrorMessage(error), { id: 'reset-password' });
          if (hasErrorCode(error, 'INVALID_CREDENTIALS', 'UNAUTHENTICATED')) {
            clearResetToken();
            onTokenRejected();
            return;
          }
          showServerFieldErrors(error, ['newPassword', 'confirmPassword'], setError);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onInput={checks.preload}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
    >
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={resetToken.email} readOnly hidden />
      <Field
        label="New password"
        hint={authWebMessages.passwordHint(limits.passwordMin)}
        error={errors.newPassword?.message}
      >
        {(control) => <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" autoFocus />}
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="lg" isLoading={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Reset password'}
      </Button>
    </form>
  );
}
