import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/error-fallback';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toaster';

/** Catches what the route error boundaries cannot: failures in the providers or the router itself. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override render() {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}

/** Everything a page needs around it: the query cache, the toaster and a last-resort error boundary. */
export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** Tests pass their own, so no cached answer leaks from one test into the next. */
  queryClient?: QueryClient;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
