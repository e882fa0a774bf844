import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { leagueNoticeIn, type LeagueNotice } from '../utils/league-notice';

/**
 * The notice the league page was opened with (utils/league-notice.ts), read once from the history entry's state,
 * which is then cleared: a reload or a later Back to the page does not say it again. It stays until dismissed or the
 * player leaves the page (another address; a filter or a page of the table keeps it).
 */
export function useLeagueNotice(): { notice: LeagueNotice | null; dismiss: () => void } {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [held, setHeld] = useState(() => {
    const notice = leagueNoticeIn(state);
    return notice && { notice, pathname };
  });
  // Left for another page that this component also draws (another league): the notice was this page's.
  if (held !== null && held.pathname !== pathname) setHeld(null);

  const carried = leagueNoticeIn(state) !== null;
  useEffect(() => {
    // Development's double effects replace the entry twice, with the same address and no state: no harm.
    if (carried) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [carried, navigate, pathname, search, hash]);

  return {
    notice: held?.pathname === pathname ? held.notice : null,
    dismiss: () => setHeld(null),
  };
}
