import type { Match } from '@scoreline/contracts';
import { phaseOf, scoreOf, type Goals } from '@/lib/match';

/** The caller's saved prediction ('h:a', spec §3) split for the two score inputs. */
export function savedPrediction(match: Match): { home: string; away: string } | null {
  const text = match.predictions[0]?.prediction;
  const parts = text ? /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text) : null;
  return parts ? { home: String(Number(parts[1])), away: String(Number(parts[2])) } : null;
}

/**
 * spec §4 prediction states of a card:
 * - open: no prediction yet and kick-off more than 10 minutes away (inputs editable, 'Submit Prediction');
 * - applied: predicted and still open ('Prediction Applied', inputs locked on the saved score);
 * - closed: kick-off 10 minutes or less away, or under way ('Prediction Closed', inputs locked);
 * - postponed: the match has no valid kick-off; closed until it is re-dated (inputs locked, no form);
 * - final: full time, showing the final score and the points the prediction scored (0 without one);
 * - void: cancelled, abandoned or awarded: nothing to predict.
 */
export type PredictionState =
  | { kind: 'open' }
  | { kind: 'applied' }
  | { kind: 'closed' }
  | { kind: 'postponed' }
  | { kind: 'final'; score: Goals | null; points: number }
  | { kind: 'void'; label: string };

export function predictionStateOf(match: Match, isWindowOpen: boolean): PredictionState {
  // The phase comes from the provider's status code by the one rule in @scoreline/domain.
  switch (phaseOf(match)) {
    case 'finished':
      return { kind: 'final', score: scoreOf(match), points: match.predictions[0]?.points ?? 0 };
    case 'cancelled':
      return { kind: 'void', label: match.details.fixture.status.long };
    // The server refuses predictions for a postponed match until the provider re-dates it.
    case 'postponed':
      return { kind: 'postponed' };
    case 'live':
      return { kind: 'closed' };
    case 'scheduled':
      if (!isWindowOpen) return { kind: 'closed' };
      return match.predicted ? { kind: 'applied' } : { kind: 'open' };
  }
}
