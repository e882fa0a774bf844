import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorFallback } from '@/components/error-fallback';
import { PageLoader } from '@/components/page-loader';
import { usePageLoading } from '../page-loads';
import { SeasonPreparingBanner } from './season-preparing-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useProfileRefresh } from './use-profile-refresh';
import { useRouteFocus } from './use-route-focus';
import { useScrollRestoration } from './use-scroll-restoration';
import { useSessionEndRedirect } from './use-session-end-redirect';

export function RootLayout() {
  const isNavigating = usePageLoading();
  const { key } = useLocation();
  useProfileRefresh();
  // spec §6, issue 13: a blocked or ended session is said at once, on the sign-in page.
  useSessionEndRedirect();
  useRouteFocus();
  useScrollRestoration();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-pitch-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {isNavigating && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-40 h-1 animate-pulse bg-accent" />}
      <SiteHeader />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of jumping down (CLS). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {/* A page's error renders inside the header and footer; any navigation tries again. */}
        <ErrorBoundary fallback={<ErrorFallback />} resetKey={key}>
          {/* Where a page waits for its chunk after the first load: the old page stays meanwhile (ADR 041). */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <SeasonPreparingBanner />
    </div>
  );
}
