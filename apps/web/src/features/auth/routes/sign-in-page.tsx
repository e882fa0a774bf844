import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessages, signInBodyWithDeviceSchema, successMessages } from '@scoreline/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { saveCredentials, useCredentials } from '@/lib/credentials';
import { useSignIn, type SignInBody } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { FormAlert } from '../components/form-alert';
import { TextLink } from '../components/text-link';
import { authErrorMessage, emailVerificationSentMessage, isApiError, isCancelled } from '../utils/auth-errors';
import { afterSignInPath, verifyOtpPath } from '../utils/paths';
import { showServerFieldErrors } from '../utils/server-field-errors';

type SignInInput = z.input<typeof signInBodyWithDeviceSchema>;

export default function SignInPage() {
  const credentials = useCredentials();
  const navigate = useNavigate();
  // A page that sent the visitor here to sign in (e.g. the landing's full-leaderboard link) is returned to.
  const [searchParams] = useSearchParams();
  const afterSignIn = afterSignInPath(searchParams.get('next'));
  const signIn = useSignIn();
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInBody>({
    resolver: zodResolver(signInBodyWithDeviceSchema),
    // spec §2: Remember this device is checked by default.
    defaultValues: { email: '', password: '', remember: true },
  });

  // In reading order, so an invalid submit focuses the first invalid field (see sign-up-page).
  const fields = { email: register('email'), password: register('password'), remember: register('remember') };

  // Already signed in (e.g. another tab): nothing to do here.
  if (credentials) return <Navigate to={afterSignIn} replace />;

  const onSubmit = (values: SignInBody) => {
    setBlockedMessage(null);
    signIn.mutate(values, {
      onSuccess: (answer) => {
        // spec §2: unchecked keeps the credentials for this browser session only.
        saveCredentials(answer.data, { remember: values.remember ?? true });
        toast.success(answer.message ?? successMessages.loggedIn, { id: 'sign-in' });
        void navigate(afterSignIn, { replace: true });
      },
      onError: (error) => {
        if (isCancelled(error)) return;
        // spec §4: an unverified account gets a fresh code and goes to the OTP page.
        if (
          isApiError(error) &&
          (error.code === 'EMAIL_NOT_VERIFIED' || error.message === emailVerificationSentMessage)
        ) {
          toast.success(error.message, { id: 'sign-in' });
          void navigate(verifyOtpPath(values.email));
          return;
        }
        if (isApiError(error) && (error.code === 'ACCOUNT_BLOCKED' || error.message === errorMessages.accountBlocked)) {
          setBlockedMessage(errorMessages.accountBlocked);
        }
        showServerFieldErrors(error, ['email', 'password'], setError);
        toast.error(authErrorMessage(error), { id: 'sign-in' });
      },
    });
  };

  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Sign in"
      description="Sign in to make your predictions and follow your place on the leaderboard."
      footer={
        <>
          New to Scoreline? <TextLink to="/sign-up">Create Account</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
        {blockedMessage && <FormAlert>{blockedMessage}</FormAlert>}
        <EmailField registration={fields.email} error={errors.email?.message} />
        <Field label="Password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...fields.password} autoComplete="current-password" />}
        </Field>
        <div className="-mt-1 flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox label="Remember this device" {...fields.remember} />
          <TextLink to="/forgot-password" className="ml-auto py-2 text-sm">
            Forgot Password
          </TextLink>
        </div>
        <Button type="submit" size="lg" isLoading={signIn.isPending} className="w-full">
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
