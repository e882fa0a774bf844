import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api/api-client';

const maxRetries = 2;

/** Retry only when the server may answer differently next time: never on 4xx, cancellation or no token. */
function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < maxRetries && error instanceof ApiError && (error.status >= 500 || error.isTimeout);
}

/** The app's query cache settings; tests make their own client with `retry: false`. */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...queries,
      },
    },
  });
}

export const queryClient = createQueryClient();
