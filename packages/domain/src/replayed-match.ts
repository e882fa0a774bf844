import type { MatchStatusCode } from '@scoreline/contracts/plain';

/**
 * A finished season's match played again on today's calendar (the embedded replay, ADR 007 and ADR 066): where it
 * stands a given time after its kick-off. Pure: the kick-off and the time come from the caller.
 *
 * The replay's clock runs like a match's: 1' to 45' and two minutes added (45+1', 45+2'), fifteen minutes of half
 * time (HT), 46' to 90' and eight added (90+1' … 90+8'), then full time (FT) 115 minutes after kick-off. It never
 * stands still while the ball is in play.
 *
 * The score is what is known at that minute, never a guess:
 * - with the goals' minutes (openfootball's `goals1`/`goals2`, when they agree with its half-time and full-time
 *   scores), each goal counts from its minute: a goal at 67' from 67' of the replayed clock, one at 90+3' from 90+3';
 *   a goal in added time beyond the replay's (45+5') counts in that half's last replayed minute (45+2');
 * - without them, the score is shown when the data tells it: 0–0 through a first half that ended 0–0, the half-time
 *   score from half time, the same score through a second half in which nobody scored, the final at full time, and
 *   unknown (null) in between.
 */

export const REPLAY_TIMELINE = {
  /** Minutes added to the first half, and to the second. */
  firstHalfAdded: 2,
  secondHalfAdded: 8,
  /** Minutes after kick-off: half time begins, the second half begins, full time. */
  halfTimeAt: 47,
  secondHalfAt: 62,
  fullTimeAt: 115,
} as const;

/** When a goal was scored, as football writes it: 67' is `{ minute: 67, added: 0 }`, 90+3' `{ minute: 90, added: 3 }`. */
export interface GoalMinute {
  minute: number;
  added: number;
}

export interface ReplayScript {
  ht: readonly [number, number];
  ft: readonly [number, number];
  /** Each side's goals, when the data has their minutes. */
  goals?: { home: readonly GoalMinute[]; away: readonly GoalMinute[] } | null;
}

type Score = { home: number | null; away: number | null };

export interface ReplayedMatchState {
  status: Extract<MatchStatusCode, 'NS' | '1H' | 'HT' | '2H' | 'FT'>;
  /** Minutes played while the ball is in play (47 is 45+2'), null otherwise. */
  elapsed: number | null;
  /** The score at this moment: null while it is not known. */
  goals: Score;
  halftime: Score;
}

const noScore: Score = { home: null, away: null };

/**
 * '67', '45+2', "45'+2", 67 or `{ minute: 45, offset: 2 }` (openfootball's forms) as a goal minute; null for anything
 * else.
 */
export function parseGoalMinute(value: unknown, offset?: unknown): GoalMinute | null {
  const added = typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? offset : 0;
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= 130 ? { minute: value, added } : null;
  }
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,3})\s*'?\s*(?:\+\s*(\d{1,2}))?\s*'?\s*$/.exec(value);
  if (!match) return null;
  const minute = Number(match[1]);
  if (minute < 1 || minute > 130) return null;
  return { minute, added: match[2] === undefined ? added : Number(match[2]) };
}

/** Which half a goal belongs to: up to 45' and its added time the first, after it the second. */
const inFirstHalf = (goal: GoalMinute) => goal.minute <= 45;

/** The replayed clock's minute (elapsed) from which a goal counts, within its half. */
function countsFrom(goal: GoalMinute): number {
  if (inFirstHalf(goal)) {
    const added = goal.minute === 45 ? Math.min(goal.added, REPLAY_TIMELINE.firstHalfAdded) : 0;
    return goal.minute + added;
  }
  // A minute past 90 written without '+' (93) is added time too in a league match.
  const minute = goal.minute + goal.added;
  return Math.min(minute, 90 + REPLAY_TIMELINE.secondHalfAdded);
}

/** The goals' minutes, when they agree with the half-time and full-time scores; else null (not to be trusted). */
function trustedGoals(script: ReplayScript): ReplayScript['goals'] {
  const { goals } = script;
  if (!goals) return null;
  const firstHalf = (list: readonly GoalMinute[]) => list.filter(inFirstHalf).length;
  const agrees =
    goals.home.length === script.ft[0] &&
    goals.away.length === script.ft[1] &&
    firstHalf(goals.home) === script.ht[0] &&
    firstHalf(goals.away) === script.ht[1];
  return agrees ? goals : null;
}

/** The score at a moment of a half, from the goals' minutes: goals of earlier halves and those of this one so far. */
function scoreAt(goals: NonNullable<ReplayScript['goals']>, half: 1 | 2, elapsed: number): Score {
  const counts = (goal: GoalMinute) =>
    inFirstHalf(goal) ? half === 2 || countsFrom(goal) <= elapsed : half === 2 && countsFrom(goal) <= elapsed;
  const count = (list: readonly GoalMinute[]) => list.filter(counts).length;
  return { home: count(goals.home), away: count(goals.away) };
}

const same = (a: readonly [number, number], b: readonly [number, number]) => a[0] === b[0] && a[1] === b[1];
const scoreOf = (pair: readonly [number, number]): Score => ({ home: pair[0], away: pair[1] });

/** Where a replayed match stands `sinceKickoffMs` after its kick-off (negative: before it). */
export function replayedMatchAt(script: ReplayScript, sinceKickoffMs: number): ReplayedMatchState {
  const minutes = Math.floor(sinceKickoffMs / 60_000);
  const halftime = scoreOf(script.ht);
  const goals = trustedGoals(script);
  if (minutes < 0) return { status: 'NS', elapsed: null, goals: noScore, halftime: noScore };
  if (minutes < REPLAY_TIMELINE.halfTimeAt) {
    const elapsed = minutes + 1;
    const score = goals ? scoreAt(goals, 1, elapsed) : same(script.ht, [0, 0]) ? scoreOf([0, 0]) : noScore;
    return { status: '1H', elapsed, goals: score, halftime: noScore };
  }
  if (minutes < REPLAY_TIMELINE.secondHalfAt) return { status: 'HT', elapsed: 45, goals: halftime, halftime };
  if (minutes < REPLAY_TIMELINE.fullTimeAt) {
    const elapsed = 46 + minutes - REPLAY_TIMELINE.secondHalfAt;
    const score = goals ? scoreAt(goals, 2, elapsed) : same(script.ht, script.ft) ? halftime : noScore;
    return { status: '2H', elapsed, goals: score, halftime };
  }
  return { status: 'FT', elapsed: null, goals: scoreOf(script.ft), halftime };
}
