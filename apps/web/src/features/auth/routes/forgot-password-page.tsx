import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@scoreline/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset, type ForgotPasswordBody } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { TextLink } from '../components/text-link';
import { authErrorMessage, isCancelled } from '../utils/auth-errors';
import { verifyEmailPath } from '../utils/paths';
import { showServerFieldErrors } from '../utils/server-field-errors';

type ForgotPasswordInput = z.input<typeof forgotPasswordRequestSchema>;

/** spec §2 forgot password: an email field, then /verify-email/{email}. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotPasswordBody) => {
    requestReset.mutate(values, {
      onSuccess: (answer) => {
        // The answer is the same for every address (no account enumeration), so it is safe to show.
        if (answer.message) toast.success(answer.message, { id: 'forgot-password' });
        void navigate(verifyEmailPath(values.email));
      },
      onError: (error) => {
        if (isCancelled(error)) return;
        showServerFieldErrors(error, ['email'], setError);
        toast.error(authErrorMessage(error), { id: 'forgot-password' });
      },
    });
  };

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
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
        <EmailField registration={register('email')} error={errors.email?.message} />
        <Button type="submit" size="lg" isLoading={requestReset.isPending} className="w-full">
          {requestReset.isPending ? 'Sending code...' : 'Send code'}
        </Button>
      </form>
    </AuthCard>
  );
}
