import { roundHighlightsWords } from '@scoreline/contracts/plain';
import { ordinal } from '@/lib/dates';

/** A round's climb (issue 59): 'up 12 places' over '15th → 3rd', beside the climber's name. */
export function ClimbFigures({ from, to }: { from: number; to: number }) {
  return (
    <span className="shrink-0 text-right text-sm">
      <span className="block font-semibold text-accent">{roundHighlightsWords.places(from - to)}</span>
      <span className="block text-chalk-muted">{roundHighlightsWords.climb(ordinal(from), ordinal(to))}</span>
    </span>
  );
}
