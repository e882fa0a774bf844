import { webMessages } from '@scoreline/contracts/plain';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

/** A failed load, said honestly (never dressed up as "no data yet"), with a way to try again. */
export function LoadError({
  title,
  onRetry,
  isRetrying,
  icon = <AlertIcon />,
  description = webMessages.loadFailedHint,
}: {
  title: string;
  onRetry: () => unknown;
  isRetrying: boolean;
  icon?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button
          variant="secondary"
          isLoading={isRetrying}
          onClick={() => {
            void onRetry();
          }}
        >
          Try again
        </Button>
      }
    />
  );
}
