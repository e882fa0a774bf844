import { errorMessages } from '@scoreline/contracts/plain';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from './toast';

/**
 * A form's zod resolver that loads zod, the form's schema and the resolver the first time they are needed (ADR 042):
 * a page whose first load is a form (sign-in, sign-up, forgot password) loads no zod until the player uses the form.
 * `preload` starts that load early (the form calls it on its first focus), so checking a field on blur finds it ready.
 * A load that fails is said once and tried again on the next check.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        toast.error(errorMessages.generic, { id: 'form-checks' });
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
