import type { MatchStatusCode } from '@scoreline/contracts';
import { isFinishedStatus, matchPhaseOf } from './match-phase';

/** What a fixture says at one moment: the provider's view, or the stored row. */
export interface FixtureState {
  kickoffAt: Date;
  status: MatchStatusCode;
  statusElapsed: number | null;
  homeGoals: number | null;
  awayGoals: number | null;
}

/** An operator's correction (issue #5): a result, a kick-off, or both. */
export interface MatchOverride {
  kickoffAt?: Date | null;
  homeGoals?: number | null;
  awayGoals?: number | null;
}

/**
 * How an operator's correction wins over the provider (issue 9: one rule for the sync and the operator endpoints).
 * - A corrected kick-off replaces the provider's. It re-dates the match, so a match the provider still calls
 *   postponed (PST) or not yet dated (TBD) becomes not started (NS) on that date; once the provider says the
 *   match is live, over or cancelled, the provider's status stands (the match really is under way or done).
 * - A corrected result replaces the goals and makes the match final: full time (FT), unless the provider already
 *   finished it (AET, PEN keep their status).
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
