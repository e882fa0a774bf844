import { predictionCardMessages, validationMessages, webMessages } from '@scoreline/contracts/plain';
import { formatPrediction, parsePrediction } from '@scoreline/domain';
import { clsx } from 'clsx';
import { toast } from '@/lib/toast';
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
  onInvalid,
  onChangePick,
  onCancelChange,
  isSubmitting = false,
  hasPick = false,
  className,
}: {
  state: PredictionState;
  home: string;
  away: string;
  onSubmit: (prediction: string) => void;
  /** Both scores are not whole numbers (spec §5 'Invalid fields'): the card says so beside its boxes. */
  onInvalid?: () => void;
  /** Issue 13: an applied pick can be changed until the window closes; present while it can. */
  onChangePick?: (() => void) | undefined;
  /** Present while a saved pick is being changed: the card goes back to it. */
  onCancelChange?: (() => void) | undefined;
  isSubmitting?: boolean;
  /** Whether the player has a saved pick (a final card without one says 'No pick · 0 pts', spec §4). */
  hasPick?: boolean;
  className?: string;
}) {
  switch (state.kind) {
    case 'open': {
      const submit = (
        <Button
          className={onCancelChange ? 'flex-1' : className}
          isLoading={isSubmitting}
          onClick={() => {
            if (isSubmitting) return; // a double tap sends one request
            const parsed = parsePrediction(`${home.trim()}:${away.trim()}`);
            if (!parsed.ok) {
              toast.error(validationMessages.invalidFields, { id: 'invalid-prediction' });
              onInvalid?.();
              return;
            }
            onSubmit(formatPrediction(parsed.score));
          }}
        >
          {isSubmitting
            ? webMessages.predictionSubmitting
            : onCancelChange
              ? predictionCardMessages.saveChange
              : webMessages.submitPrediction}
        </Button>
      );
      if (!onCancelChange) return submit;
      return (
        <div className={clsx('flex flex-wrap gap-2', className)}>
          {submit}
          <Button variant="ghost" className="flex-1 border border-pitch-500" onClick={onCancelChange}>
            {predictionCardMessages.cancelChange}
          </Button>
        </div>
      );
    }
    case 'applied':
      return (
        // Label and Change share a row where both fit, else Change goes under the label: never past the card's edge.
        <div className={clsx('flex flex-wrap gap-2', className)}>
          <p
            className={clsx(
              lockedStyle,
              'h-auto min-h-11 min-w-0 flex-[1_1_auto] border-accent/60 bg-accent/10 px-3 py-1 text-center text-accent',
            )}
            tabIndex={-1}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0" fill="none" stroke="currentColor">
              <path d="m5 12.5 4.5 4.5L19 7.5" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {webMessages.predictionApplied}
          </p>
          {onChangePick && (
            <Button variant="secondary" className="flex-[1_1_auto]" onClick={onChangePick}>
              {predictionCardMessages.change}
            </Button>
          )}
        </div>
      );
    case 'closed':
      return (
        <p className={clsx(lockedStyle, 'border-pitch-500 bg-pitch-900/70 text-chalk-muted', className)}>
          {webMessages.predictionClosed}
        </p>
      );
    case 'postponed':
      return (
        <p className={clsx(lockedStyle, 'border-pitch-500 bg-pitch-900/70 text-chalk-muted', className)}>
          {webMessages.matchPostponed}
        </p>
      );
    case 'final':
      return (
        // In a narrow button the result and the points each keep to one line, and go to two lines rather than break.
        <p
          className={clsx(
            lockedStyle,
            'h-auto min-h-11 flex-wrap gap-x-3 gap-y-0 border-highlight/50 bg-highlight/10 py-1 text-center text-highlight',
            className,
          )}
        >
          {state.score ? (
            <span className="whitespace-nowrap">
              {predictionCardMessages.final}{' '}
              <span className="text-chalk">
                {state.score.home} – {state.score.away}
              </span>
            </span>
          ) : (
            webMessages.fullTime
          )}
          {/* issue 13: a match never predicted is not a wrong pick; spec §4 (issue 55): it still scored 0. The gap
              parts the two, so a line never ends on a separator. */}
          <span className="whitespace-nowrap text-chalk">
            {hasPick ? `${state.points} ${state.points === 1 ? 'PT' : 'PTS'}` : predictionCardMessages.noPickPoints}
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
