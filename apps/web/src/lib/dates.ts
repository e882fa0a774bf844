import { ordinal } from '@scoreline/contracts/plain';

/**
 * Days and times as the app writes them, with the browser's own Intl, as its times, zone names and leaderboard dates
 * already were (ADR 035: date-fns's `format` and its English locale were 5.4 KiB gzip of every page's first load;
 * ADR 046: its date checks, 2 KiB more, gave way to the platform's Date as well). Calendar days are 'YYYY-MM-DD'; instants are turned into a day or a
 * time in a given IANA time zone, usually the viewer's. Formatters are made on first use and kept.
 */

/** The viewer's IANA time zone (spec §2: days and kick-off times are the viewer's). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A formatter made once, on first use, for each time zone. */
function perZone<T>(make: (timeZone: string) => T): (timeZone: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** A formatter made once, on first use. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dayFormatter = perZone(
  (timeZone) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const timeFormatter = perZone(
  (timeZone) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
);
// A calendar day is written from its UTC midnight in UTC, so the viewer's zone can never move it.
const dayNames = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);
const zoneNameFormatter = perZone(
  (timeZone) => new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }),
); /** Places are written in one way (the contracts' `ordinal`), here as in the recap's share image. */
export { ordinal };

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(formatter: Intl.DateTimeFormat, date: Date): Parts {
  const parts: Parts = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function calendarDayOf(instant: Date | string, timeZone: string): string {
  const { year, month, day } = partsOf(dayFormatter(timeZone), new Date(instant));
  return `${year ?? ''}-${month ?? ''}-${day ?? ''}`;
}

/** The names of a calendar day: weekday, day, month and year ('Sat', '2', 'Mar', '2024'). */
function dayParts(calendarDay: string) {
  const { weekday = '', day = '', month = '', year = '' } = partsOf(dayNames(), new Date(`${calendarDay}T00:00:00Z`));
  return { weekday, day, month, year };
}

/** 'Sat, Mar 2nd': short weekday, short month and the day with its ordinal suffix. */
export function formatWeekdayMonthDay(calendarDay: string): string {
  const { weekday, day, month } = dayParts(calendarDay);
  return `${weekday}, ${month} ${ordinal(Number(day))}`;
}

/** 'Sat 22 Feb 2020'. */
export function formatWeekdayDayMonthYear(calendarDay: string): string {
  const { weekday, day, month, year } = dayParts(calendarDay);
  return `${weekday} ${day} ${month} ${year}`;
}

/** '22 Feb 2020'. */
export function formatDayMonthYear(calendarDay: string): string {
  const { day, month, year } = dayParts(calendarDay);
  return `${day} ${month} ${year}`;
}

/** A 12-hour clock time ('3:00 PM') of an instant in a time zone. */
export function formatClockTime(instant: Date | string, timeZone: string): string {
  // ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) the same everywhere.
  return timeFormatter(timeZone)
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** The time zone's short name at an instant ('GMT', 'BST', 'GMT+1', 'UTC'), labelling kick-off times (issue 13). */
export function timeZoneLabel(instant: Date | string, timeZone: string): string {
  return partsOf(zoneNameFormatter(timeZone), new Date(instant)).timeZoneName ?? timeZone;
}
