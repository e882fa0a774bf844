import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        // text-base keeps iOS Safari from zooming into the field on focus.
        'h-11 w-full rounded-lg border border-pitch-500 bg-pitch-950/60 px-3.5 text-base text-chalk',
        'placeholder:text-chalk-faint hover:border-pitch-400 focus-visible:border-accent',
        'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-pitch-800',
        className,
      )}
      {...props}
    />
  );
}
