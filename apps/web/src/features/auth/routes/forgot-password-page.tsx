import { ComingSoon } from '@/components/coming-soon';

export default function ForgotPasswordPage() {
  return <ComingSoon title="Forgot password">Asking for a password reset will be available here soon.</ComingSoon>;
}
