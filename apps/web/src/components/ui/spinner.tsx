import { clsx } from 'clsx';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** Announced as a status when given a label; purely decorative (e.g. inside a busy button) without one. */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) {
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex items-center gap-3', className)}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={clsx('animate-spin', sizes[size])}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
