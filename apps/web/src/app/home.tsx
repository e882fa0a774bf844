import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useCredentials } from '@/lib/credentials';
import { playersStart } from './players-start';

const Landing = lazy(() => import('./routes/landing'));

/**
 * spec §2: `/` is the landing page for visitors, and signed-in players start on their matches. Decided here, in the
 * entry, so that a signed-in player's first load does not fetch the landing page's chunk only to leave it (issue 14).
 */
export function Home() {
  const credentials = useCredentials();
  if (credentials) return <Navigate to={playersStart} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Landing />
    </Suspense>
  );
}
