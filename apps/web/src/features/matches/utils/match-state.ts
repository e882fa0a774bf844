import {
  finishedStatusCodes,
  liveStatusCodes,
  voidStatusCodes,
  type Match,
  type MatchStatusCode,
} from '@scoreline/contracts';
import { isPredictionOpen } from '@scoreline/domain';

export type MatchPhase = 'upcoming' | 'live' | 'finished' | 'void';

const has = (codes: readonly MatchStatusCode[], code: MatchStatusCode) => codes.includes(code);

/**
 * Postponed (PST): not played yet (contracts count it among notStartedStatusCodes), but its date is stale until the
 * provider re-dates it, and the server refuses predictions for it until then.
 */
export function isPostponed(match: Match): boolean {
  return match.details.fixture.status.short === 'PST';
}

export function matchPhase(match: Match): MatchPhase {
  const code = match.details.fixture.status.short;
  if (has(finishedStatusCodes, code)) return 'finished';
  if (has(liveStatusCodes, code)) return 'live';
  if (has(voidStatusCodes, code)) return 'void';
  return 'upcoming';
}

export type Goals = { home: number; away: number };

/** The score on the board: the current one while live, the final one at full time; null before kick-off. */
export function scoreOf(match: Match): Goals | null {
  const { goals, score } = match.details;
  const home = goals.home ?? score.fulltime.home;
  const away = goals.away ?? score.fulltime.away;
  return home === null || away === null ? null : { home, away };
}

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
  const phase = matchPhase(match);
  if (phase === 'finished') return { kind: 'final', score: scoreOf(match), points: match.predictions[0]?.points ?? 0 };
  if (phase === 'void') return { kind: 'void', label: match.details.fixture.status.long };
  if (isPostponed(match)) return { kind: 'postponed' };
  if (phase === 'live' || !isWindowOpen) return { kind: 'closed' };
  return match.predicted ? { kind: 'applied' } : { kind: 'open' };
}

/** The same, for a given moment (tests and first render); cards follow the clock with usePredictionWindow. */
export function predictionStateAt(match: Match, now: Date): PredictionState {
  return predictionStateOf(match, isPredictionOpen(new Date(match.date), now));
}
