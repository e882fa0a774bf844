import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The e-mail field of the auth forms (sign in, sign up, forgot password): one look, one set of input hints. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <Field label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
        />
      )}
    </Field>
  );
}
