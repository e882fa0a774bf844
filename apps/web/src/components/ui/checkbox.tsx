import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A native checkbox with its label beside it and, below, its error text (spec §5: one message per field).
 * The label may hold a link (e.g. to the Terms of Use); the whole row stays a 44 px touch target.
 */
export function Checkbox({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | undefined }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="size-5 shrink-0 cursor-pointer rounded accent-accent disabled:cursor-not-allowed"
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-chalk-muted">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
