import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from '@/components/link';

/** An in-text link of the auth screens (Forgot Password, Create Account, Terms of Use). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={clsx(
        'rounded font-semibold text-accent underline-offset-4 hover:text-accent-strong hover:underline',
        className,
      )}
      {...props}
    />
  );
}
