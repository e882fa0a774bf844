import { PREDICTION_CLOSE_MS } from './constants';

/** spec §9: the moment predictions close, 600000 ms before kick-off. */
export function predictionClosesAt(kickoff: Date): Date {
  return new Date(kickoff.getTime() - PREDICTION_CLOSE_MS);
}

/**
 * spec §4: closed "when kick-off is 10 minutes or less away". Open strictly before the close moment;
 * at exactly 10 minutes to go it is closed.
 */
export function isPredictionOpen(kickoff: Date, now: Date): boolean {
  return now.getTime() < predictionClosesAt(kickoff).getTime();
}

/** Milliseconds until predictions close (0 once closed), for timers on the cards. */
export function msUntilPredictionCloses(kickoff: Date, now: Date): number {
  return Math.max(0, predictionClosesAt(kickoff).getTime() - now.getTime());
}

/**
 * The earliest kick-off still open for predictions at `now` (a match is open iff its kick-off is later):
 * the same rule as isPredictionOpen, in the form a database query can filter on.
 */
export function earliestOpenKickoff(now: Date): Date {
  return new Date(now.getTime() + PREDICTION_CLOSE_MS);
}
