import { errorMessages } from '@scoreline/contracts/plain';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api/api-client';

/** spec §8: a match loading failure shows 'OOOPPPSS!! Something went wrong'; a cancelled request stays silent. */
export function useLoadErrorToast(error: Error | null): void {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.isCancelled)) return;
    // One toast however many of the page's calls fail together.
    toast.error(errorMessages.matchesFailed, { id: 'matches-load-failed' });
  }, [error]);
}
