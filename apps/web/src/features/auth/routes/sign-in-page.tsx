import { ComingSoon } from '@/components/coming-soon';

export default function SignInPage() {
  return <ComingSoon title="Sign in">Signing in with your email and password will be available here soon.</ComingSoon>;
}
