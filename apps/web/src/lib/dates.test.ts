import { describe, expect, it } from 'vitest';
import { calendarDayOf, formatDayMonthYear, formatWeekdayDayMonthYear, ordinal } from './dates';

describe('calendarDayOf', () => {
  const lateEvening = '2024-03-02T23:30:00.000Z';

  it('is the day in the given time zone, not in UTC', () => {
    expect(calendarDayOf(lateEvening, 'UTC')).toBe('2024-03-02');
    expect(calendarDayOf(lateEvening, 'Europe/Berlin')).toBe('2024-03-03');
    expect(calendarDayOf(lateEvening, 'America/New_York')).toBe('2024-03-02');
    expect(calendarDayOf('2024-03-02T03:00:00.000Z', 'America/Los_Angeles')).toBe('2024-03-01');
  });

  it('follows summer time', () => {
    // London is UTC+1 from the last Sunday of March.
    expect(calendarDayOf('2024-03-30T23:30:00.000Z', 'Europe/London')).toBe('2024-03-30');
    expect(calendarDayOf('2024-03-31T23:30:00.000Z', 'Europe/London')).toBe('2024-04-01');
  });
});

describe('written days', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('ordinal(%i) is %s', (value, written) => {
    expect(ordinal(value)).toBe(written);
  });

  it('writes a day as day, short month and year, whatever the viewer’s zone', () => {
    expect(formatDayMonthYear('2020-02-22')).toBe('22 Feb 2020');
    expect(formatDayMonthYear('2023-09-01')).toBe('1 Sep 2023');
    expect(formatWeekdayDayMonthYear('2024-01-01')).toBe('Mon 1 Jan 2024');
  });
});
