import { Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { FirstLoadSuspense } from './first-load-suspense';
import { lazyPage } from './page-loads';
import { useCredentials } from '@/lib/credentials';
import { playersStart } from './players-start';

const Landing = lazyPage(() => import('./routes/landing'));

/**
 * spec §2: `/` is the landing page for visitors, and signed-in players start on their matches. Decided here, in the
 * entry, so that a signed-in player's first load does not fetch the landing page's chunk only to leave it (issue 14).
 */
export function Home() {
  const credentials = useCredentials();
  if (credentials) return <Navigate to={playersStart} replace />;
  return (
    <FirstLoadSuspense fallback={<PageLoader />}>
      <Landing />
    </FirstLoadSuspense>
  );
}
