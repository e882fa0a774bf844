import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonStyle } from './button-styles';
import { Spinner } from './spinner';

export function Button({
  variant,
  size,
  className,
  isLoading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ComponentProps<'button'> & ButtonStyle & { isLoading?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClassName({ variant, size, className })}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
