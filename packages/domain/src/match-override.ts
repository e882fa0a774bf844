import type { MatchStatusCode } from '@scoreline/contracts';
import { isFinishedStatus, isNotStartedStatus, matchPhaseOf } from './match-phase';

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
 * How an operator's correction wins over the provider (issue 9: one rule for the sync and the operator endpoints).
 * - A corrected kick-off replaces the provider's. It re-dates the match, so a match the provider still calls
 *   postponed (PST) or not yet dated (TBD) becomes not started (NS) on that date; once the provider says the
 *   match is live, over or cancelled, the provider's status stands (the match really is under way or done).
 * - A live score (issue 13) holds while the provider still calls the match not started: the operator is ahead of
 *   the feed. Once the provider reports the match under way or over, its report is newer and stands.
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
  if (override.live && isNotStartedStatus(next.status)) {
    next.homeGoals = override.live.home;
    next.awayGoals = override.live.away;
    next.status = liveStatusAt(override.live.elapsed);
    next.statusElapsed = override.live.elapsed;
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
