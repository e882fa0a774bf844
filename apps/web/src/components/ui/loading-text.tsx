import { clsx } from 'clsx';

/** The quiet "Loading..." line a section shows while its data is on the way (announced as a status). */
export function LoadingText({ className }: { className?: string }) {
  return (
    <p role="status" className={clsx('text-chalk-muted', className)}>
      Loading...
    </p>
  );
}
