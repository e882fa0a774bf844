import { validationMessages } from '@scoreline/contracts';
import { formatPrediction, parsePrediction } from '@scoreline/domain';
import { clsx } from 'clsx';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import type { PredictionState } from '../utils/prediction-state';

const lockedStyle =
  'display inline-flex h-11 items-center justify-center gap-2 rounded-lg border px-4 text-base tracking-wider';

/**
 * The prediction control of a match card (spec §4): 'Submit Prediction' while open, 'Prediction Applied' once
 * saved, 'Prediction Closed' from 10 minutes before kick-off, 'Match Postponed' while a postponed match waits for a new
 * date (the server refuses predictions for it), the final score after the game.
 * It checks the two scores (spec §5: both non-empty and numeric, else 'Invalid fields') and hands 'H:A' on.
 */
export function PredictionButton({
  state,
  home,
  away,
  onSubmit,
  isSubmitting = false,
  className,
}: {
  state: PredictionState;
  home: string;
  away: string;
  onSubmit: (prediction: string) => void;
  isSubmitting?: boolean;
  className?: string;
}) {
  switch (state.kind) {
    case 'open':
      return (
        <Button
          className={className}
          isLoading={isSubmitting}
          onClick={() => {
            const parsed = parsePrediction(`${home.trim()}:${away.trim()}`);
            if (!parsed.ok) {
              toast.error(validationMessages.invalidFields, { id: 'invalid-prediction' });
              return;
            }
            onSubmit(formatPrediction(parsed.score));
          }}
        >
          {isSubmitting ? 'Submitting...' : 'Submit Prediction'}
        </Button>
      );
    case 'applied':
      return (
        <p className={clsx(lockedStyle, 'border-accent/60 bg-accent/10 text-accent', className)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Prediction Applied
        </p>
      );
    case 'closed':
      return (
        <p className={clsx(lockedStyle, 'border-pitch-500 bg-pitch-900/70 text-chalk-muted', className)}>
          Prediction Closed
        </p>
      );
    case 'postponed':
      return (
        <p className={clsx(lockedStyle, 'border-pitch-500 bg-pitch-900/70 text-chalk-muted', className)}>
          Match Postponed
        </p>
      );
    case 'final':
      return (
        <p className={clsx(lockedStyle, 'border-highlight/50 bg-highlight/10 text-highlight', className)}>
          {state.score ? (
            <>
              Final score{' '}
              <span className="text-chalk">
                {state.score.home} – {state.score.away}
              </span>
            </>
          ) : (
            'Full time'
          )}
          <span aria-hidden="true">·</span>
          <span className="text-chalk">
            {state.points} {state.points === 1 ? 'PT' : 'PTS'}
          </span>
        </p>
      );
    case 'void':
      return (
        <p className={clsx(lockedStyle, 'border-pitch-500 bg-pitch-900/70 text-chalk-muted', className)}>
          {state.label}
        </p>
      );
  }
}
