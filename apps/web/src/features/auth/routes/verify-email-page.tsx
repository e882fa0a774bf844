import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';

export default function VerifyEmailPage() {
  const { email } = useParams();
  return (
    <ComingSoon title="Verify email">
      Entering the code sent to <strong className="break-all text-chalk">{email}</strong> will be available here soon.
    </ComingSoon>
  );
}
