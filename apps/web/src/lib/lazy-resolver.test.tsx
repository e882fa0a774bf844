import { forgotPasswordRequestSchema } from '@scoreline/contracts';
import { errorMessages, validationMessages } from '@scoreline/contracts/plain';
import { act, render, screen } from '@testing-library/react';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from './lazy-resolver';
import { AppToaster } from './toaster';

const options: ResolverOptions<{ email: string }> = { fields: {}, shouldUseNativeValidation: false };

/** ADR 042: a form's checks load when the form is first used; a failed load must not leave the form dead. */
describe('lazyZodResolver', () => {
  it('says a failed load of the checks and sends nothing, then loads them again on the next check', async () => {
    render(<AppToaster />);
    let attempts = 0;
    const checks = lazyZodResolver(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(forgotPasswordRequestSchema);
    });

    const first = await act(() => checks.resolver({ email: 'nope' }, undefined, options));
    expect(first.errors.root?.message).toBe(errorMessages.generic);
    expect(await screen.findByText(errorMessages.generic)).toBeDefined();

    const second = await checks.resolver({ email: 'nope' }, undefined, options);
    expect(second.errors.email?.message).toBe(validationMessages.emailInvalid);
    expect(attempts).toBe(2);
  });
});
