import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const maxRetries = 2;

/** Retry only when the server may answer differently next time: never on 4xx, cancellation or no token. */
function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < maxRetries && error instanceof ApiError && (error.status >= 500 || error.isTimeout);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});
