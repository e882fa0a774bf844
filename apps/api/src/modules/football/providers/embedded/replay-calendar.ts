/**
 * The embedded 2023/24 season replayed on today's calendar (issue #4). Pure functions of the schedule, the
 * stored shift and the time: no clock, no database.
 *
 * - At first start every kick-off moves by a whole number of weeks, which keeps each match's weekday and time of
 *   day, chosen so that the configured matchday (REPLAY_ROUND) is the current round: it begins within the coming
 *   days and every earlier regular round is over (see `chooseReplayShift`). The shift is stored, so restarts keep
 *   the calendar.
 * - A match is 'NS' before its kick-off, live from kick-off ('1H', 'HT', '2H') and 'FT' with its real score
 *   `FULL_TIME_AFTER_MS` (115 min) after kick-off: the rule, goals at their minutes included, is packages/domain
 *   `replayedMatchAt` (ADR 066).
 */
import { REPLAY_TIMELINE } from '@scoreline/domain';

export const MINUTE_MS = 60_000;
export const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

export const FULL_TIME_AFTER_MS = REPLAY_TIMELINE.fullTimeAt * MINUTE_MS;

export interface ScheduledMatch {
  matchday: number;
  /** The real 2023/24 kick-off (ms since the epoch). */
  kickoffMs: number;
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
