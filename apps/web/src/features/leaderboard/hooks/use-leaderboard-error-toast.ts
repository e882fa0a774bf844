import { errorMessages } from '@scoreline/contracts/plain';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api/api-client';

/** spec §8: the server's message when it sent one, else the generic fallback; a cancelled request stays silent. */
export function useLeaderboardErrorToast(error: Error | null, id: string): void {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.isCancelled)) return;
    const message =
      error instanceof ApiError && (error.status > 0 || error.isTimeout) ? error.message : errorMessages.fallback;
    toast.error(message, { id });
  }, [error, id]);
}
