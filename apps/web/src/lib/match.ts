import type { Match } from '@scoreline/contracts';
import { isNotStartedStatus, matchPhaseOf, type MatchPhase } from '@scoreline/domain';

/**
 * Where a match stands (scheduled, postponed, live, finished, cancelled), read from its provider status code by the
 * one rule in @scoreline/domain.
 */
export const phaseOf = (match: Match): MatchPhase => matchPhaseOf(match.details.fixture.status.short);

export type Goals = { home: number; away: number };

/** The score on the board: the current one while live, the final one at full time; null before kick-off. */
export function scoreOf(match: Match): Goals | null {
  const { goals, score } = match.details;
  const home = goals.home ?? score.fulltime.home;
  const away = goals.away ?? score.fulltime.away;
  return home === null || away === null ? null : { home, away };
}

/** Not kicked off yet (scheduled, or postponed and waiting for a new date): line-ups and statistics may still come. */
export const isBeforeKickoff = (match: Match): boolean => isNotStartedStatus(match.details.fixture.status.short);
