import type { signUpFormSchema } from '@scoreline/contracts';
import { authWebMessages, limits } from '@scoreline/contracts/plain';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { Link } from '@/components/link';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isCancelledRequest } from '@/lib/api/errors';
import { useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../utils/auth-errors';
import { showServerFieldErrors } from '../utils/server-field-errors';
import { EmailField } from './email-field';

type SignUpInput = z.input<typeof signUpFormSchema>;
type SignUpValues = z.output<typeof signUpFormSchema>;

/** zod and the schema load when the form is first used (ADR 042): the sign-up page's first load carries none. */
const checks = lazyZodResolver<SignUpInput, SignUpValues>(() =>
  import('../utils/schemas').then((schemas) => schemas.signUpFormSchema),
);

const serverFields = ['email', 'firstname', 'lastname', 'username', 'password', 'confirmPassword'] as const;

/**
 * spec §2 sign-up form: email, first and last name, username, password twice and the Terms of Use. `onSignedUp`
 * gets the address the account was created for (its OTP is on its way).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: checks.resolver,
    defaultValues: {
      email: '',
      firstname: '',
      lastname: '',
      username: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  // Registered here, in reading order: react-hook-form focuses the first invalid field in the order
  // fields were registered, and the Field render props would otherwise register after the checkbox.
  const fields = {
    email: register('email'),
    firstname: register('firstname'),
    lastname: register('lastname'),
    username: register('username'),
    password: register('password'),
    confirmPassword: register('confirmPassword'),
    acceptTerms: register('acceptTerms'),
  };

  // The Terms checkbox is the form's business only (spec §5); the API takes the §7 fields.
  const onSubmit = ({ acceptTerms: _accepted, ...body }: SignUpValues) => {
    signUp.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? authWebMessages.accountCreated, { id: 'sign-up' });
        onSignedUp(answer.data.email);
      },
      onError: (error) => {
        if (isCancelledRequest(error)) return;
        showServerFieldErrors(error, serverFields, setError);
        toast.error(authErrorMessage(error), { id: 'sign-up' });
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
      <EmailField registration={fields.email} error={errors.email?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstname?.message}>
          {(control) => <Input {...control} {...fields.firstname} autoComplete="given-name" />}
        </Field>
        <Field label="Last name" error={errors.lastname?.message}>
          {(control) => <Input {...control} {...fields.lastname} autoComplete="family-name" />}
        </Field>
      </div>
      <Field
        label="Username"
        hint="Letters, numbers and underscores. Shown on the leaderboard."
        error={errors.username?.message}
      >
        {(control) => (
          <Input {...control} {...fields.username} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        )}
      </Field>
      <Field label="Password" hint={authWebMessages.passwordHint(limits.passwordMin)} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...fields.password} autoComplete="new-password" />}
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...fields.confirmPassword} autoComplete="new-password" />}
      </Field>
      <Checkbox
        {...fields.acceptTerms}
        error={errors.acceptTerms?.message}
        label={
          <>
            I accept the{' '}
            <Link
              to="/terms-of-use"
              target="_blank"
              rel="noopener"
              className="rounded font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
            >
              Terms of Use<span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </>
        }
      />
      <Button type="submit" size="lg" isLoading={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
