import { ComingSoon } from '@/components/coming-soon';

export default function SignUpPage() {
  return <ComingSoon title="Sign up">Creating an account will be available here soon.</ComingSoon>;
}
