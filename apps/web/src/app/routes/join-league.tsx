import { leagueWebMessages } from '@scoreline/contracts/plain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { getMyLeagues } from '@/features/leagues/api/get-my-leagues';
import { useJoinLeague } from '@/features/leagues/api/join-league';
import { leagueNoticeState } from '@/features/leagues/utils/league-notice';
import { leaguePath } from '@/features/leagues/utils/share-link';
import { hasErrorCode, isCancelledRequest } from '@/lib/api/errors';
import { useCredentials } from '@/lib/credentials';

/**
 * /join/:code, a league's share link (issue 12). Signed in: joins and goes to the league's page with the server's
 * message (already a member: to the league anyway when the code is one of theirs), which the league page shows inline:
 * no toast, so the invite link's first load stays free of the toast library (issue 14). Signed out: sign-in first,
 * which comes back here (`?next=`, docs/decisions/010).
 */
export default function JoinLeagueRoute() {
  const { code = '' } = useParams();
  const credentials = useCredentials();
  if (!credentials) return <Navigate to={`/sign-in?next=${encodeURIComponent(`/join/${code}`)}`} replace />;
  return <JoinWithCode code={code} />;
}

function JoinWithCode({ code }: { code: string }) {
  const navigate = useNavigate();
  const join = useJoinLeague();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (development's double effects included).
    if (started.current) return;
    started.current = true;
    join.mutate(code, {
      onSuccess: ({ league, message }) => {
        void navigate(leaguePath(league.id), {
          replace: true,
          state: leagueNoticeState({ message, tone: 'success' }),
        });
      },
      onError: async (error) => {
        if (isCancelledRequest(error)) return;
        if (hasErrorCode(error, 'CONFLICT')) {
          const mine = await getMyLeagues().catch(() => []);
          const league = mine.find((item) => item.invitationCode === code.trim().toUpperCase());
          if (league) {
            void navigate(leaguePath(league.id), {
              replace: true,
              state: leagueNoticeState({ message: error.message, tone: 'info' }),
            });
            return;
          }
        }
        setFailure(error.message);
      },
    });
  }, [code, join, navigate]);

  return (
    <div className="page-container py-10">
      <PageTitle title="Join a league" />
      <h1 className="sr-only">Join a league</h1>
      {failure === null ? (
        <p role="status" className="flex items-center justify-center gap-3 text-chalk-muted">
          <Spinner size="sm" />
          {leagueWebMessages.leagueJoining}
        </p>
      ) : (
        <EmptyState
          icon={<TrophyIcon />}
          title={failure}
          action={
            <Link to="/profile/private-league" className={buttonClassName({ variant: 'secondary' })}>
              Private leagues
            </Link>
          }
        />
      )}
    </div>
  );
}
