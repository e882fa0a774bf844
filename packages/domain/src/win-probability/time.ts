/** Date handling for the win-probability model: ISO texts only, no local-time parsing (runtime-neutral). */

export const DAY_MS = 86_400_000;

const dateOnlyPattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export interface Moment {
  /** Milliseconds since the epoch (a date alone means 00:00 UTC of that date). */
  ms: number;
  /** Whole UTC days since the epoch. */
  day: number;
  /** True for a calendar date without a time of day (the time the match was played is unknown). */
  dateOnly: boolean;
}

/**
 * Parses 'YYYY-MM-DD' or an ISO date-time with an explicit zone ('2023-08-11T19:00:00Z'). A date-time without
 * a zone is refused: it would be read in the runtime's local time zone.
 */
export function parseMoment(text: string, label: string): Moment {
  const dateOnly = dateOnlyPattern.test(text);
  if (!dateOnly && !dateTimePattern.test(text)) {
    throw new RangeError(`${label} must be an ISO date (YYYY-MM-DD) or a date-time with a zone, got '${text}'`);
  }
  const ms = Date.parse(text);
  // Date.parse rolls 2023-02-30 over to March; a round trip of the date part catches that.
  if (!Number.isFinite(ms) || (dateOnly && new Date(ms).toISOString().slice(0, 10) !== text)) {
    throw new RangeError(`${label} is not a real date: '${text}'`);
  }
  return { ms, day: Math.floor(ms / DAY_MS), dateOnly };
}

/**
 * When a result becomes known. A bare date is known from 00:00 UTC the next day (the kick-off time is
 * unknown, so no match of the same day may use it); a kick-off date-time is known `resultDelayMs` later.
 */
export function resultKnownAt(moment: Moment, resultDelayMs: number): number {
  return moment.dateOnly ? moment.ms + DAY_MS : moment.ms + resultDelayMs;
}
