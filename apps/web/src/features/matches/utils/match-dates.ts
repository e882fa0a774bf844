import { format } from 'date-fns';

/** The viewer's IANA time zone (spec §2: days and kick-off times are the viewer's). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function timeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function calendarDayOf(instant: Date | string, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A 'YYYY-MM-DD' calendar day as a local Date at midnight, for date-fns to format as a plain date. */
function localDateOf(calendarDay: string): Date {
  const [year = 1970, month = 1, day = 1] = calendarDay.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** spec §2 group headings: uppercase short weekday, month and day with its ordinal suffix ('SAT, MAR 2ND'). */
export function formatDayHeading(calendarDay: string): string {
  return format(localDateOf(calendarDay), 'EEE, MMM do').toUpperCase();
}

/** A past meeting's date, e.g. 'Sat 22 Feb 2020'. */
export function formatLongDate(calendarDay: string): string {
  return format(localDateOf(calendarDay), 'EEE d MMM yyyy');
}

/** spec §2: kick-off times in 12-hour form ('3:00 PM') in the viewer's time zone. */
export function formatKickoffTime(instant: Date | string, timeZone: string): string {
  // ICU puts a narrow no-break space before AM/PM; a plain space reads (and matches) the same everywhere.
  return timeFormatter(timeZone)
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, ' ');
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time zone's short name at an instant ('GMT', 'BST', 'GMT+1', 'UTC'), labelling kick-off times (issue 13). */
export function timeZoneLabel(instant: Date | string, timeZone: string): string {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

export type DayGroup<T> = { day: string; heading: string; items: T[] };

/** spec §2/§3: matches grouped by the calendar day of their kick-off, days and matches in time order. */
export function groupByDay<T extends { date: string }>(items: readonly T[], timeZone: string): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = calendarDayOf(item.date, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, heading: formatDayHeading(day), items: [item] });
  }
  return groups;
}
