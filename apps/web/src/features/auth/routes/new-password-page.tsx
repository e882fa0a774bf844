import { ComingSoon } from '@/components/coming-soon';

export default function NewPasswordPage() {
  return (
    <ComingSoon title="New password">Setting a new password after verification will be available here soon.</ComingSoon>
  );
}
