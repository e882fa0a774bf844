import { GOAL_BUCKET_LIMIT, POINTS } from '@scoreline/domain';
import { Card } from '@/components/ui/card';

const bucket = `0-${GOAL_BUCKET_LIMIT} or ${GOAL_BUCKET_LIMIT + 1}+`;

/** spec §2 scoring box (points from spec §9), with the published tie-break order (issue #5). */
export function ScoringBox({ tieBreak }: { tieBreak: string | undefined }) {
  const rules = [
    { points: POINTS.exact, text: 'Exact result' },
    { points: POINTS.outcomeAndBucket, text: `Correct winner and goal range (${bucket})` },
    { points: POINTS.outcome, text: 'Correct winner only' },
  ];
  return (
    <Card aria-labelledby="scoring-title" role="region">
      <h2 id="scoring-title" className="display text-xl tracking-wider">
        How points are scored
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {rules.map(({ points, text }) => (
          <li key={points} className="flex items-center gap-3">
            <span className="display grid h-10 w-16 shrink-0 place-items-center rounded-lg bg-accent/12 text-lg text-accent">
              {points} PTS
            </span>
            <span className="text-sm text-chalk-muted">{text}</span>
          </li>
        ))}
      </ul>
      {tieBreak && (
        <p className="mt-5 border-t border-pitch-600 pt-4 text-sm text-chalk-faint">
          <span className="font-semibold text-chalk-muted">Ties: </span>
          {tieBreak}.
        </p>
      )}
    </Card>
  );
}
