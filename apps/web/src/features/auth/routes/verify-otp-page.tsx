import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';

export default function VerifyOtpPage() {
  const { email } = useParams();
  return (
    <ComingSoon title="Verify code">
      Entering the code sent to <strong className="break-all text-chalk">{email}</strong> will be available here soon.
    </ComingSoon>
  );
}
