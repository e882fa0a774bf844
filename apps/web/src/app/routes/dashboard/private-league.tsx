import { ComingSoon } from '@/components/coming-soon';

export default function PrivateLeagueRoute() {
  return (
    <ComingSoon title="Private leagues">
      Creating and joining private leagues with an invite code will be available here soon.
    </ComingSoon>
  );
}
