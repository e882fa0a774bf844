import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { TextLink } from '@/features/auth/components/text-link';
import { afterSignInPath, verifyOtpPath, withNext } from '@/features/auth/utils/paths';
import { useCredentials } from '@/lib/credentials';

/** spec §2 /sign-up: registration, then the OTP page of the new address. */
export default function SignUpRoute() {
  const credentials = useCredentials();
  const navigate = useNavigate();
  // A share link (/join/…) sent the visitor through sign-in: the way back is kept through verification.
  const next = useSearchParams()[0].get('next');
  if (credentials) return <Navigate to={afterSignInPath(next)} replace />;

  return (
    <AuthCard
      eyebrow="Join the league"
      title="Create account"
      description="Sign up with your email, pick a username and verify your address to start predicting."
      footer={
        <>
          Already have an account? <TextLink to={withNext('/sign-in', next)}>Sign in</TextLink>
        </>
      }
    >
      <SignUpForm
        onSignedUp={(email) => {
          void navigate(withNext(verifyOtpPath(email), next));
        }}
      />
    </AuthCard>
  );
}
