import { errorMessages } from '@scoreline/contracts';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { onAccountBlocked } from '@/lib/credentials';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useEndSession } from './use-end-session';
import { useProfileRefresh } from './use-profile-refresh';

export function RootLayout() {
  const endSession = useEndSession();
  const isNavigating = useNavigation().state !== 'idle';
  useProfileRefresh();

  // spec §2/§6: a blocked user goes to / with the blocked message.
  useEffect(
    () =>
      onAccountBlocked(() => {
        toast.error(errorMessages.accountBlocked, { id: 'account-blocked' });
        endSession();
      }),
    [endSession],
  );

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
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
