import { leagueWebMessages } from '@scoreline/contracts/plain';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/link';
import { PageTitle } from '@/components/page-title';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { withNext } from '@/features/auth/utils/paths';
import { useInvitation } from '@/features/leagues/api/get-invitation';
import { getMyLeagues } from '@/features/leagues/api/get-my-leagues';
import { useJoinLeague } from '@/features/leagues/api/join-league';
import { leagueNoticeState } from '@/features/leagues/utils/league-notice';
import { leaguePath } from '@/features/leagues/utils/share-link';
import { hasErrorCode, isCancelledRequest } from '@/lib/api/errors';
import { useCredentials } from '@/lib/credentials';

/**
 * /join/:code, a league's share link (issue 12). Signed in: joins and goes to the league's page with the server's
 * message (already a member: to the league anyway when the code is one of theirs), which the league page shows inline:
 * no toast, so the invite link's first load stays free of the toast library (issue 14). Signed out: the league's name
 * and the way in (issue 55); sign-in or sign-up comes back here (`?next=`, docs/decisions/010).
 */
export default function JoinLeagueRoute() {
  const { code = '' } = useParams();
  const credentials = useCredentials();
  if (!credentials) return <Invitation code={code} />;
  return <JoinWithCode code={code} />;
}

/**
 * Signed out (issue 55): which league invites them, by the code's public read (ADR 071), and the way in; signing in or
 * up comes back here, which then joins.
 */
function Invitation({ code }: { code: string }) {
  const invitation = useInvitation(code);
  const next = `/join/${code}`;
  const titleId = useId();
  return (
    <div className="page-container py-10">
      <PageTitle
        title={invitation.data ? leagueWebMessages.inviteTitle(invitation.data.leagueName) : 'Join a league'}
      />
      {invitation.isPending ? (
        <>
          <h1 className="sr-only">Join a league</h1>
          <p role="status" className="flex items-center justify-center gap-3 text-chalk-muted">
            <Spinner size="sm" />
            {leagueWebMessages.inviteLoading}
          </p>
        </>
      ) : invitation.data ? (
        <section
          aria-labelledby={titleId}
          className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-pitch-600 bg-pitch-800/80 p-6 text-center sm:p-8"
        >
          <TrophyIcon className="size-10 text-highlight" />
          <h1 id={titleId} className="display text-3xl text-chalk sm:text-4xl">
            {leagueWebMessages.inviteTitle(invitation.data.leagueName)}
          </h1>
          <p className="text-chalk-muted">{leagueWebMessages.inviteMembers(invitation.data.memberCount)}</p>
          <p className="text-chalk">{leagueWebMessages.inviteSignIn}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={withNext('/sign-in', next)} className={buttonClassName({ variant: 'secondary' })}>
              Sign in
            </Link>
            <Link to={withNext('/sign-up', next)} className={buttonClassName()}>
              Sign up
            </Link>
          </div>
        </section>
      ) : (
        <>
          <h1 className="sr-only">Join a league</h1>
          <EmptyState
            icon={<TrophyIcon />}
            // The server's word: no league has this code (404), or too many lookups (429).
            title={invitation.error.message || leagueWebMessages.inviteFailed}
            action={
              <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
                Back to home
              </Link>
            }
          />
        </>
      )}
    </div>
  );
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
