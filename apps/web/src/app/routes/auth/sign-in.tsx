import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { TextLink } from '@/features/auth/components/text-link';
import { afterSignInPath, verifyOtpPath } from '@/features/auth/utils/paths';
import { useCredentials } from '@/lib/credentials';

/** spec §2 /sign-in: the form, then the upcoming matches or the signed-in page that sent the visitor (?next=). */
export default function SignInRoute() {
  const credentials = useCredentials();
  const navigate = useNavigate();
  // A page that sent the visitor here to sign in (e.g. the landing's full-leaderboard link) is returned to.
  const [searchParams] = useSearchParams();
  const afterSignIn = afterSignInPath(searchParams.get('next'));

  // Already signed in (e.g. another tab): nothing to do here.
  if (credentials) return <Navigate to={afterSignIn} replace />;

  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Sign in"
      description="Sign in to make your predictions and follow your place on the leaderboard."
      footer={
        <>
          New to Scoreline? <TextLink to="/sign-up">Create Account</TextLink>
        </>
      }
    >
      <SignInForm
        onSignedIn={() => {
          void navigate(afterSignIn, { replace: true });
        }}
        onUnverified={(email) => {
          void navigate(verifyOtpPath(email));
        }}
      />
    </AuthCard>
  );
}
