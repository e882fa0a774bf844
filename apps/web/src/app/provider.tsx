import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorFallback } from '@/components/error-fallback';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toaster';

/** Everything a page needs around it: the query cache, the toaster and a last-resort error boundary (for failures
 * in the providers or the router itself; a page's own shows inside the header and footer: layouts/root-layout.tsx). */
export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** Tests pass their own, so no cached answer leaks from one test into the next. */
  queryClient?: QueryClient;
}) {
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
