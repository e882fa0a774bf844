import { ComingSoon } from '@/components/coming-soon';

export default function ProfileRoute() {
  return <ComingSoon title="Profile">Your stats, bio, favourite team and badges will be shown here soon.</ComingSoon>;
}
