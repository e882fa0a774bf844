import { calendarDayOf, formatClockTime, formatWeekdayDayMonthYear, formatWeekdayMonthDay } from '@/lib/dates';

/** spec §2 group headings: uppercase short weekday, month and day with its ordinal suffix ('SAT, MAR 2ND'). */
export function formatDayHeading(calendarDay: string): string {
  return formatWeekdayMonthDay(calendarDay).toUpperCase();
}

/** A past meeting's date, e.g. 'Sat 22 Feb 2020'. */
export const formatLongDate = formatWeekdayDayMonthYear;

/** spec §2: kick-off times in 12-hour form ('3:00 PM') in the viewer's time zone. */
export const formatKickoffTime = formatClockTime;

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
