import { matchClockWords, type MatchStatusCode } from '@scoreline/contracts/plain';
import { matchPhaseOf } from './match-phase';

/** Where the minutes of each running period end; a minute past one is its added time (45+2', 90+3', 120+1'). */
const periodEnds: Partial<Record<MatchStatusCode, readonly number[]>> = {
  '1H': [45],
  '2H': [90],
  ET: [105, 120],
};

type PauseStatus = keyof typeof matchClockWords.pauses;
const isPause = (status: MatchStatusCode): status is PauseStatus => status in matchClockWords.pauses;

export interface LiveClock {
  /** What the badge says: "Live 67'", "Live 45+2'", 'HT', or 'Live' when the minute is not known. */
  text: string;
  /** The same for a screen reader ("Live, minute 45 plus 2", "half time"). */
  spoken: string;
  /** The ball is not in play (half time, a break, a stop): no pulsing dot. */
  isPause: boolean;
}

/** A minute as football writes it, within its period: 47 in the first half is 45+2. */
function minuteOf(status: MatchStatusCode, elapsed: number): { minute: number; added: number } {
  const ends = periodEnds[status];
  if (!ends) return { minute: elapsed, added: 0 };
  // Extra time: 91'–105' and its added time belong to the first period, until the second has begun (106').
  const end = ends.find((candidate) => elapsed <= candidate) ?? ends[ends.length - 1]!;
  return elapsed > end ? { minute: end, added: elapsed - end } : { minute: elapsed, added: 0 };
}

/**
 * The clock of a match being played (issue 55: one source for the match card and the match page), from its status and
 * minutes played (`elapsed`, added time included: 47 in the first half is 45+2'). A break says its short word and
 * nothing else ('HT'), never the provider's long name beside it. Null when the match is not being played.
 */
export function liveClockOf(status: MatchStatusCode, elapsed: number | null): LiveClock | null {
  if (matchPhaseOf(status) !== 'live') return null;
  const words = matchClockWords;
  if (isPause(status)) {
    const text = words.pauses[status];
    return { text, spoken: status === 'HT' ? words.halfTimeSpoken : text, isPause: true };
  }
  if (elapsed === null || elapsed < 1) return { text: words.live, spoken: words.live, isPause: false };
  const { minute, added } = minuteOf(status, elapsed);
  const written = added > 0 ? `${minute}+${added}'` : `${minute}'`;
  return {
    text: `${words.live} ${written}`,
    spoken: `${words.live}, ${words.minuteSpoken(minute, added)}`,
    isPause: false,
  };
}
