import { ComingSoon } from '@/components/coming-soon';

export default function ResetPasswordPage() {
  return <ComingSoon title="Reset password">Resetting your password will be available here soon.</ComingSoon>;
}
