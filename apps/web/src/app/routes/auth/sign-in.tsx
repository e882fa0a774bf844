import { errorMessages, webMessages } from '@scoreline/contracts/plain';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { TextLink } from '@/features/auth/components/text-link';
import { afterSignInPath, verifyOtpPath, withNext } from '@/features/auth/utils/paths';
import { sessionEndReason, useCredentials } from '@/lib/credentials';
import { useHandOverPrerendered } from '@/lib/prerendered';

const endNotices = { blocked: errorMessages.accountBlocked, expired: webMessages.sessionEnded } as const;

/** spec §2 /sign-in: the form, then the upcoming matches or the signed-in page that sent the visitor (?next=). */
export default function SignInRoute() {
  const credentials = useCredentials();
  const navigate = useNavigate();
  // A page that sent the visitor here to sign in (e.g. the landing's full-leaderboard link) is returned to.
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const afterSignIn = afterSignInPath(next);
  // Sent here because the server refused the session (issue 13): say why, once, at the top of the form.
  const [ended] = useState(sessionEndReason);
  // Pre-rendered at build time (src/prerender.tsx): drawn now, it takes over from that copy.
  useHandOverPrerendered();

  // Already signed in (e.g. another tab): nothing to do here.
  if (credentials) return <Navigate to={afterSignIn} replace />;

  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Sign in"
      description="Sign in to make your predictions and follow your place on the leaderboard."
      footer={
        <>
          New to Scoreline? <TextLink to={withNext('/sign-up', next)}>Create Account</TextLink>
        </>
      }
    >
      <SignInForm
        notice={ended ? endNotices[ended] : null}
        onSignedIn={() => {
          void navigate(afterSignIn, { replace: true });
        }}
        onUnverified={(email) => {
          void navigate(withNext(verifyOtpPath(email), next));
        }}
      />
    </AuthCard>
  );
}
