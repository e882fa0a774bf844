import { BADGES } from './catalogue';
import type { BadgeId } from '@scoreline/contracts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The calendar month (UTC) a moment falls in, as 'YYYY-MM'. */
export function monthOf(moment: Date): string {
  return `${moment.getUTCFullYear()}-${String(moment.getUTCMonth() + 1).padStart(2, '0')}`;
}

function parseMonth(month: string): { year: number; index: number } {
  const match = monthPattern.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  return { year: Number(match[1]), index: Number(match[2]) - 1 };
}

/** The first and last day ('YYYY-MM-DD', UTC) of a month. */
export function monthDays(month: string): { first: string; last: string } {
  const { year, index } = parseMonth(month);
  const lastDay = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  const { year, index } = parseMonth(month);
  return monthOf(new Date(Date.UTC(year, index + 1, 1)));
}

/** Every month from `from` to `to` inclusive (none when `to` is earlier). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/** A month has ended once the clock is in a later month (UTC); only ended months are awarded. */
export function hasMonthEnded(month: string, now: Date): boolean {
  return month < monthOf(now);
}

/** 'November 2026': the English month name and the year, whatever the server's locale. */
export function monthLabel(month: string): string {
  const { year, index } = parseMonth(month);
  return `${MONTH_NAMES[index]} ${year}`;
}

/**
 * What one award is shown as (spec §2): month and year for ranked badges, otherwise the round or 'Rank N'. Issue 58:
 * a round is named by its stage when known ('Round of 16', 'Matchday 27'), and the competition-season it was won in
 * follows ('Round of 16 · World Cup 2026').
 */
export function awardLabel(
  badgeId: BadgeId,
  award: { month: string | null; round: number | null; rank: number | null },
  where: { stageName?: string | null; competition?: string | null } = {},
): string {
  const kind = BADGES[badgeId].kind;
  const what =
    kind === 'monthly'
      ? award.month
        ? monthLabel(award.month)
        : ''
      : kind === 'milestone'
        ? `Rank ${award.rank ?? BADGES[badgeId].rankThreshold}`
        : (where.stageName ?? `Round ${award.round}`);
  return where.competition && what ? `${what} · ${where.competition}` : what;
}
