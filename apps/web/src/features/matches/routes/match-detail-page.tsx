import { ComingSoon } from '@/components/coming-soon';

export default function MatchDetailPage() {
  return (
    <ComingSoon title="Match details">
      Line-ups, statistics, head to head and comments will be shown here soon.
    </ComingSoon>
  );
}
