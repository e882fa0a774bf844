import { QueryClientProvider } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/error-fallback';
import { queryClient } from '@/lib/query-client';
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

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
