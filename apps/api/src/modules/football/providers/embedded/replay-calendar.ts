/**
 * The embedded 2023/24 season replayed on today's calendar (issue #4). Pure functions of the schedule, the
 * stored shift and the time: no clock, no database.
 *
 * - At first start every kick-off moves by a whole number of weeks, which keeps each match's weekday and time of
 *   day, chosen so that the configured matchday (REPLAY_ROUND) is the current round: it begins within the coming
 *   days and every earlier regular round is over (see `chooseReplayShift`). The shift is stored, so restarts keep
 *   the calendar.
 * - A match is 'NS' before its kick-off, live from kick-off ('1H', 'HT', '2H' on the timeline below) and 'FT'
 *   with its real score `FULL_TIME_AFTER_MS` (115 min) after kick-off.
 */
import type { MatchStatusCode } from '@scoreline/contracts';

export const MINUTE_MS = 60_000;
export const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** The replay's match timeline, in minutes after kick-off: 45 + 2 added, 15 half time, 45 + 8 added. */
export const REPLAY_TIMELINE = {
  halfTimeAt: 47,
  secondHalfAt: 62,
  fullTimeAt: 115,
} as const;

export const FULL_TIME_AFTER_MS = REPLAY_TIMELINE.fullTimeAt * MINUTE_MS;

export interface ScheduledMatch {
  matchday: number;
  /** The real 2023/24 kick-off (ms since the epoch). */
  kickoffMs: number;
}

export interface ReplayScore {
  ht: readonly [number, number];
  ft: readonly [number, number];
}

export interface ReplayMatchState {
  status: Extract<MatchStatusCode, 'NS' | '1H' | 'HT' | '2H' | 'FT'>;
  /** Minutes played while live, else null. */
  elapsed: number | null;
  /** The score on show: null before half time, the half-time score from half time, the real score at FT. */
  goals: { home: number | null; away: number | null };
  halftime: { home: number | null; away: number | null };
  fulltime: { home: number | null; away: number | null };
}

const noScore = { home: null, away: null };

/** Where a replayed match stands at `nowMs`, given its (shifted) kick-off and real score. */
export function replayMatchState(kickoffMs: number, nowMs: number, score: ReplayScore): ReplayMatchState {
  const minutes = Math.floor((nowMs - kickoffMs) / MINUTE_MS);
  const halftime = { home: score.ht[0], away: score.ht[1] };
  if (minutes < 0) return { status: 'NS', elapsed: null, goals: noScore, halftime: noScore, fulltime: noScore };
  if (minutes < REPLAY_TIMELINE.halfTimeAt) {
    // We know no goal times, so the score stays unknown until half time.
    return { status: '1H', elapsed: Math.min(minutes + 1, 45), goals: noScore, halftime: noScore, fulltime: noScore };
  }
  if (minutes < REPLAY_TIMELINE.secondHalfAt) {
    return { status: 'HT', elapsed: 45, goals: halftime, halftime, fulltime: noScore };
  }
  if (minutes < REPLAY_TIMELINE.fullTimeAt) {
    const elapsed = Math.min(46 + minutes - REPLAY_TIMELINE.secondHalfAt, 90);
    return { status: '2H', elapsed, goals: halftime, halftime, fulltime: noScore };
  }
  const fulltime = { home: score.ft[0], away: score.ft[1] };
  return { status: 'FT', elapsed: null, goals: fulltime, halftime, fulltime };
}

/** Whether a replayed match is over at `nowMs`. */
export function isReplayFinished(kickoffMs: number, nowMs: number): boolean {
  return nowMs - kickoffMs >= FULL_TIME_AFTER_MS;
}

/**
 * The current round, the same rule as the database query (football.repository `currentRound`): the matchday of
 * the earliest match still to finish (live or not started; on a tie the lower matchday), or the last matchday
 * once every match is over. Rescheduled matches keep their matchday, so a round played late is current again on
 * its day, as in the real season.
 */
export function currentRoundAt(
  schedule: readonly ScheduledMatch[],
  shiftMs: number,
  nowMs: number,
): number | undefined {
  let best: ScheduledMatch | undefined;
  let lastMatchday: number | undefined;
  for (const match of schedule) {
    lastMatchday = Math.max(lastMatchday ?? match.matchday, match.matchday);
    if (isReplayFinished(match.kickoffMs + shiftMs, nowMs)) continue;
    if (
      best === undefined ||
      match.kickoffMs < best.kickoffMs ||
      (match.kickoffMs === best.kickoffMs && match.matchday < best.matchday)
    ) {
      best = match;
    }
  }
  return best?.matchday ?? lastMatchday;
}

/**
 * The whole number of weeks to add to every kick-off so that `round` is the current round at `nowMs`.
 * First choice: the shift that puts the round's first kick-off within the coming week (the round has not begun);
 * when the round before is still being played at that shift, the week before (the round has just begun) or the
 * week after is taken instead, whichever makes `round` current. If none does (a matchday squeezed between
 * others), the first choice stands.
 */
export function chooseReplayShift(schedule: readonly ScheduledMatch[], round: number, nowMs: number): number {
  const kickoffs = schedule.filter((match) => match.matchday === round).map((match) => match.kickoffMs);
  if (kickoffs.length === 0) throw new RangeError(`Matchday ${round} is not in the schedule`);
  const firstKickoff = Math.min(...kickoffs);
  const weeks = Math.ceil((nowMs - firstKickoff) / WEEK_MS);
  for (const candidate of [weeks, weeks - 1, weeks + 1]) {
    if (currentRoundAt(schedule, candidate * WEEK_MS, nowMs) === round) return candidate;
  }
  return weeks;
}
