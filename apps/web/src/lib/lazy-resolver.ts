import { errorMessages } from '@scoreline/contracts/plain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from './toast';

/**
 * A form's zod resolver that loads zod, the form's schema and the resolver the first time they are needed (ADR 042):
 * a page whose first load is a form (sign-in, sign-up, forgot password) loads no zod until the player uses the form.
 * `preload` starts that load early (the form calls it on its first input), so the check when the form is
 * sent finds it ready. A load that fails is said ("An error occurred"), the form is not sent, and the next check
 * loads again.
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
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => {
      let check: Resolver<Input, unknown, Output>;
      try {
        check = await load();
      } catch {
        toast.error(errorMessages.generic, { id: 'form-checks' });
        const errors = { root: { type: 'load', message: errorMessages.generic } } as FieldErrors<Input>;
        return { values: {}, errors };
      }
      return check(values, context, options);
    },
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
