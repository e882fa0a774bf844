import { POINTS } from '@scoreline/domain';
import { Card } from '@/components/ui/card';

/** spec §2 scoring box / §9 points. */
const rules = [
  { points: POINTS.exact, label: 'Exact result' },
  { points: POINTS.outcomeAndBucket, label: 'Correct winner and goal range (0-2 or 3+)' },
  { points: POINTS.outcome, label: 'Correct winner only' },
] as const;

export function PointsCard({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <h2 className="display text-lg tracking-widest text-chalk-muted">Points per match</h2>
      <ul className="mt-4 divide-y divide-pitch-600">
        {rules.map(({ points, label }) => (
          <li key={points} className="flex items-center gap-4 py-3">
            <span className="display w-20 shrink-0 text-3xl text-accent">
              {points} <span className="text-base">pts</span>
            </span>
            <span className="text-chalk-muted">{label}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
