import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SeasonPreparingBanner } from './season-preparing-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useProfileRefresh } from './use-profile-refresh';
import { useRouteFocus } from './use-route-focus';
import { useSessionEndRedirect } from './use-session-end-redirect';

export function RootLayout() {
  const isNavigating = useNavigation().state !== 'idle';
  useProfileRefresh();
  // spec §6, issue 13: a blocked or ended session is said at once, on the sign-in page.
  useSessionEndRedirect();
  useRouteFocus();

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
        <Outlet />
      </main>
      <SiteFooter />
      <SeasonPreparingBanner />
      <ScrollRestoration />
    </div>
  );
}
