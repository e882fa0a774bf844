import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/icons';

/** A message about the whole form that must stay on screen (e.g. a blocked account, spec §6). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm text-chalk"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>{children}</div>
    </div>
  );
}
