import type { MatchStatusCode } from '@scoreline/contracts';
import { isFinishedStatus, isOverStatus, matchPhaseOf } from './match-phase';

/** What a fixture says at one moment: the provider's view, or the stored row. */
export interface FixtureState {
  kickoffAt: Date;
  status: MatchStatusCode;
  statusElapsed: number | null;
  homeGoals: number | null;
  awayGoals: number | null;
}

/** The score of a match being played, as an operator entered it (issue 13): goals and the minute. */
export interface LiveScoreOverride {
  home: number;
  away: number;
  elapsed: number;
}

/** An operator's correction (issue #5): a result, a kick-off, a live score, or several. */
export interface MatchOverride {
  kickoffAt?: Date | null;
  homeGoals?: number | null;
  awayGoals?: number | null;
  live?: LiveScoreOverride | null;
}

/** The status of a match being played at `elapsed` minutes: first half up to 45', second half after. */
export const liveStatusAt = (elapsed: number): MatchStatusCode => (elapsed <= 45 ? '1H' : '2H');

/**
 * How far a live match has gone, to compare two reports of it: the minutes played, a break counting as just after
 * the half it follows (HT after 45', BT after 90'... of extra time's 120', P after 120'). Not started is -1.
 */
function progressOf(status: MatchStatusCode, elapsed: number | null): number {
  if (matchPhaseOf(status) !== 'live') return -1;
  if (status === 'HT') return Math.max(elapsed ?? 45, 45) + 0.5;
  if (status === 'BT') return Math.max(elapsed ?? 90, 90) + 0.5;
  if (status === 'P') return Math.max(elapsed ?? 120, 120) + 0.5;
  return elapsed ?? 0;
}

/**
 * How an operator's correction wins over the provider (issue 9: one rule for the sync and the operator endpoints).
 * - A corrected kick-off replaces the provider's. It re-dates the match, so a match the provider still calls
 *   postponed (PST) or not yet dated (TBD) becomes not started (NS) on that date; once the provider says the
 *   match is live, over or cancelled, the provider's status stands (the match really is under way or done).
 * - A live score (issue 13) is the operator's word on a match being played, and it outranks the provider's until
 *   the operator clears it or the match is over (the provider's final result, or a cancellation, stands; so does
 *   the operator's own result). The score is the operator's; the clock is whichever report is further on, so the
 *   provider's minute moves the match on past the operator's and a provider lagging behind never takes it back.
 * - A corrected result replaces the goals and makes the match final: full time (FT), unless the provider already
 *   finished it (AET, PEN keep their status). It wins over a live score.
 */
export function applyMatchOverride<State extends FixtureState>(state: State, override: MatchOverride): State {
  const next = { ...state };
  if (override.kickoffAt) {
    next.kickoffAt = override.kickoffAt;
    if (matchPhaseOf(next.status) === 'postponed' || next.status === 'TBD') {
      next.status = 'NS';
      next.statusElapsed = null;
    }
  }
  if (override.live && !isOverStatus(next.status)) {
    const { home, away, elapsed } = override.live;
    next.homeGoals = home;
    next.awayGoals = away;
    if (progressOf(next.status, next.statusElapsed) < elapsed) {
      next.status = liveStatusAt(elapsed);
      next.statusElapsed = elapsed;
    }
  }
  if (typeof override.homeGoals === 'number' && typeof override.awayGoals === 'number') {
    next.homeGoals = override.homeGoals;
    next.awayGoals = override.awayGoals;
    if (!isFinishedStatus(next.status)) {
      next.status = 'FT';
      next.statusElapsed = null;
    }
  }
  return next;
}
