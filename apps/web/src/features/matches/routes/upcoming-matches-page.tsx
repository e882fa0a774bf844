import { ComingSoon } from '@/components/coming-soon';

export default function UpcomingMatchesPage() {
  return (
    <ComingSoon title="Upcoming matches">Matches by round, with your predictions, will be shown here soon.</ComingSoon>
  );
}
