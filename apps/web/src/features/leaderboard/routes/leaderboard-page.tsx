import { ComingSoon } from '@/components/coming-soon';

export default function LeaderboardPage() {
  return (
    <ComingSoon title="Leaderboard">
      The full leaderboard, with range and round filters, will be shown here soon.
    </ComingSoon>
  );
}
