import type { signInBodyWithDeviceSchema } from '@scoreline/contracts';
import { errorMessages, successMessages } from '@scoreline/contracts/plain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { hasErrorCode, isCancelledRequest } from '@/lib/api/errors';
import { saveCredentials } from '@/lib/credentials';
import { useSignIn, type SignInBody } from '../api/sign-in';
import { authErrorMessage } from '../utils/auth-errors';
import { showServerFieldErrors } from '../utils/server-field-errors';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';

type SignInInput = z.input<typeof signInBodyWithDeviceSchema>;

/** zod and the schema load when the form is first used (ADR 042): the sign-in page's first load carries none. */
const checks = lazyZodResolver<SignInInput, SignInBody>(() =>
  import('../utils/schemas').then((schemas) => schemas.signInBodyWithDeviceSchema),
);

/**
 * spec §2 sign-in form: email, password, Remember this device (checked), Forgot Password. Where it leads is the
 * page's business: `onSignedIn` after the credentials are stored, `onUnverified` with the address when the account
 * still has to verify it (spec §4: a fresh code is on its way).
 */
export function SignInForm({
  onSignedIn,
  onUnverified,
  notice = null,
}: {
  onSignedIn: () => void;
  onUnverified: (email: string) => void;
  /** Said above the form until the next attempt, e.g. why the last session ended (issue 13). */
  notice?: string | null;
}) {
  const signIn = useSignIn();
  const [alert, setAlert] = useState<string | null>(notice);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInBody>({
    resolver: checks.resolver,
    // spec §2: Remember this device is checked by default.
    defaultValues: { email: '', password: '', remember: true },
  });

  // In reading order, so an invalid submit focuses the first invalid field (see SignUpForm).
  const fields = { email: register('email'), password: register('password'), remember: register('remember') };

  const onSubmit = (values: SignInBody) => {
    setAlert(null);
    signIn.mutate(values, {
      onSuccess: (answer) => {
        // spec §2: unchecked keeps the credentials for this browser session only.
        saveCredentials(answer.data, { remember: values.remember ?? true });
        toast.success(answer.message ?? successMessages.loggedIn, { id: 'sign-in' });
        onSignedIn();
      },
      onError: (error) => {
        if (isCancelledRequest(error)) return;
        // spec §4: an unverified account gets a fresh code and goes to the OTP page.
        if (hasErrorCode(error, 'EMAIL_NOT_VERIFIED')) {
          toast.success(error.message, { id: 'sign-in' });
          onUnverified(values.email);
          return;
        }
        // spec §6: a blocked account is told so on the form, where it stays.
        if (hasErrorCode(error, 'ACCOUNT_BLOCKED')) setAlert(errorMessages.accountBlocked);
        showServerFieldErrors(error, ['email', 'password'], setError);
        toast.error(authErrorMessage(error), { id: 'sign-in' });
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
      {alert && <FormAlert>{alert}</FormAlert>}
      <EmailField registration={fields.email} error={errors.email?.message} />
      <Field label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...fields.password} autoComplete="current-password" />}
      </Field>
      <div className="-mt-1 flex flex-wrap items-center justify-between gap-x-4">
        {/* Checked from the first paint, as defaultValues has it (the pre-rendered sign-in page, issue 14). */}
        <Checkbox label="Remember this device" defaultChecked {...fields.remember} />
        <TextLink to="/forgot-password" className="ml-auto py-2 text-sm">
          Forgot Password
        </TextLink>
      </div>
      <Button type="submit" size="lg" isLoading={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
