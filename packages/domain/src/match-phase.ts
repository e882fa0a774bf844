import { matchStatusCodes, type MatchStatusCode } from '@scoreline/contracts/plain';

/**
 * Where a match stands, read from the provider's status code (API-Football `fixture.status.short`,
 * football-data-providers guide §1.4). One home for the rule: the API, the sync, scoring and the web app
 * all ask here instead of keeping their own status sets.
 * - scheduled: not kicked off (TBD, NS);
 * - postponed: not played, its date stale until the provider re-dates it (PST);
 * - live: kicked off and not over (halves, breaks, extra time, penalties, suspended, interrupted);
 * - finished: over with a result (FT, AET, PEN);
 * - cancelled: will never be played as scheduled, no result to wait for (CANC, ABD, AWD, WO).
 */
export type MatchPhase = 'scheduled' | 'postponed' | 'live' | 'finished' | 'cancelled';

const phaseByStatus = {
  TBD: 'scheduled',
  NS: 'scheduled',
  PST: 'postponed',
  '1H': 'live',
  HT: 'live',
  '2H': 'live',
  ET: 'live',
  BT: 'live',
  P: 'live',
  SUSP: 'live',
  INT: 'live',
  LIVE: 'live',
  FT: 'finished',
  AET: 'finished',
  PEN: 'finished',
  CANC: 'cancelled',
  ABD: 'cancelled',
  AWD: 'cancelled',
  WO: 'cancelled',
} as const satisfies Record<MatchStatusCode, MatchPhase>;

export function matchPhaseOf(status: MatchStatusCode): MatchPhase {
  return phaseByStatus[status];
}

/** The status codes of the given phases, in the contract's order (for SQL `in (...)` lists). */
export function statusCodesOf(...phases: MatchPhase[]): MatchStatusCode[] {
  return matchStatusCodes.filter((status) => phases.includes(phaseByStatus[status]));
}

/** Over with a result: the match can be scored. */
export const isFinishedStatus = (status: MatchStatusCode): boolean => phaseByStatus[status] === 'finished';
/** Kicked off and not over. */
export const isLiveStatus = (status: MatchStatusCode): boolean => phaseByStatus[status] === 'live';
/** Not kicked off yet (scheduled or postponed): its kick-off may still move. */
export const isNotStartedStatus = (status: MatchStatusCode): boolean =>
  phaseByStatus[status] === 'scheduled' || phaseByStatus[status] === 'postponed';
/**
 * Whether the match's kick-off time is known. TBD (Time To Be Defined): the provider knows the day and not the time,
 * and the time it gives is a placeholder, never shown as a kick-off time.
 */
export const isKickoffTimeKnown = (status: MatchStatusCode): boolean => status !== 'TBD';

/**
 * Everyone's picks of a match are public (issue 5) once it has kicked off for real: live or finished by the provider's
 * status, not by the clock. A kick-off time that passes while the match is not started (delayed, postponed, its time
 * to be defined) or cancelled reveals nothing: such a match can be re-dated, and its predictions then open again, so
 * picks seen meanwhile could be copied (ADR 055).
 */
export const arePicksPublic = (status: MatchStatusCode): boolean =>
  phaseByStatus[status] === 'live' || phaseByStatus[status] === 'finished';
/** Nothing more will happen to it: finished with a result, or cancelled. */
export const isOverStatus = (status: MatchStatusCode): boolean =>
  phaseByStatus[status] === 'finished' || phaseByStatus[status] === 'cancelled';

/**
 * The phases a round's completion does not wait for (its ranks recorded, `round.completed`, its badges, "Previous
 * Round"): over, or postponed to a date nobody knows (the current round skips postponed matches too). A postponed
 * match played later is scored into its round then, which completes the round again as a correction. A match
 * re-dated past the next round's first kick-off does not hold its round back either (scoring.repository.ts).
 */
export const ROUND_CLOSING_PHASES: readonly MatchPhase[] = ['finished', 'cancelled', 'postponed'];
