import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'rounded-2xl border border-pitch-600 bg-pitch-800/80 p-5 shadow-lg shadow-black/20 sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
