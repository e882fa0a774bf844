import type { forgotPasswordRequestSchema } from '@scoreline/contracts';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { isCancelledRequest } from '@/lib/api/errors';
import { useRequestPasswordReset, type ForgotPasswordBody } from '../api/forgot-password';
import { authErrorMessage } from '../utils/auth-errors';
import { showServerFieldErrors } from '../utils/server-field-errors';
import { EmailField } from './email-field';

type ForgotPasswordInput = z.input<typeof forgotPasswordRequestSchema>;

/** zod and the schema load when the form is first used (ADR 042). */
const checks = lazyZodResolver<ForgotPasswordInput, ForgotPasswordBody>(() =>
  import('../utils/schemas').then((schemas) => schemas.forgotPasswordRequestSchema),
);

/** spec §2 forgot password: an email field; `onCodeSent` gets the address a reset code was asked for. */
export function ForgotPasswordForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordBody>({
    resolver: checks.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotPasswordBody) => {
    requestReset.mutate(values, {
      onSuccess: (answer) => {
        // The answer is the same for every address (no account enumeration), so it is safe to show.
        if (answer.message) toast.success(answer.message, { id: 'forgot-password' });
        onCodeSent(values.email);
      },
      onError: (error) => {
        if (isCancelledRequest(error)) return;
        showServerFieldErrors(error, ['email'], setError);
        toast.error(authErrorMessage(error), { id: 'forgot-password' });
      },
    });
  };

  return (
    <form
      noValidate
      onInput={checks.preload}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
    >
      <EmailField registration={register('email')} error={errors.email?.message} />
      <Button type="submit" size="lg" isLoading={requestReset.isPending} className="w-full">
        {requestReset.isPending ? 'Sending code...' : 'Send code'}
      </Button>
    </form>
  );
}
