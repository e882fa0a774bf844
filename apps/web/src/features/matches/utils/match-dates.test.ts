import { describe, expect, it } from 'vitest';
import { formatDayHeading, formatKickoffTime, formatLongDate, groupByDay } from './match-dates';

describe('formatDayHeading (spec §2: uppercase short weekday, month, day with ordinal suffix)', () => {
  it.each([
    ['2024-03-01', 'FRI, MAR 1ST'],
    ['2024-03-02', 'SAT, MAR 2ND'],
    ['2024-03-03', 'SUN, MAR 3RD'],
    ['2024-03-04', 'MON, MAR 4TH'],
    ['2024-03-11', 'MON, MAR 11TH'],
    ['2024-03-12', 'TUE, MAR 12TH'],
    ['2024-03-13', 'WED, MAR 13TH'],
    ['2024-03-21', 'THU, MAR 21ST'],
    ['2024-03-22', 'FRI, MAR 22ND'],
    ['2024-03-23', 'SAT, MAR 23RD'],
    ['2024-03-31', 'SUN, MAR 31ST'],
    ['2024-12-25', 'WED, DEC 25TH'],
  ])('%s → %s', (day, heading) => {
    expect(formatDayHeading(day)).toBe(heading);
  });
});

describe('formatKickoffTime (spec §2: 12-hour times in the viewer’s zone)', () => {
  it.each([
    ['2024-03-02T15:00:00.000Z', 'UTC', '3:00 PM'],
    ['2024-03-02T15:00:00.000Z', 'Europe/Berlin', '4:00 PM'],
    ['2024-03-02T12:30:00.000Z', 'UTC', '12:30 PM'],
    ['2024-03-02T00:05:00.000Z', 'UTC', '12:05 AM'],
    ['2024-03-02T19:45:00.000Z', 'Asia/Kolkata', '1:15 AM'],
  ])('%s in %s → %s', (instant, zone, time) => {
    expect(formatKickoffTime(instant, zone)).toBe(time);
  });
});

describe('formatLongDate', () => {
  it('writes a past meeting’s date in full', () => {
    expect(formatLongDate('2020-02-22')).toBe('Sat 22 Feb 2020');
  });
});

describe('groupByDay', () => {
  const match = (id: number, date: string) => ({ id, date });

  it('groups by calendar day in the zone, days and kick-offs in time order', () => {
    const groups = groupByDay(
      [
        match(3, '2024-03-03T14:00:00.000Z'),
        match(2, '2024-03-02T17:30:00.000Z'),
        match(1, '2024-03-02T12:30:00.000Z'),
        match(4, '2024-03-02T23:30:00.000Z'),
      ],
      'UTC',
    );
    expect(groups.map((group) => [group.day, group.heading, group.items.map((item) => item.id)])).toEqual([
      ['2024-03-02', 'SAT, MAR 2ND', [1, 2, 4]],
      ['2024-03-03', 'SUN, MAR 3RD', [3]],
    ]);
  });

  it('moves a late kick-off to the next day east of UTC', () => {
    const groups = groupByDay(
      [match(1, '2024-03-02T12:30:00.000Z'), match(2, '2024-03-02T23:30:00.000Z')],
      'Europe/Berlin',
    );
    expect(groups.map((group) => [group.heading, group.items.map((item) => item.id)])).toEqual([
      ['SAT, MAR 2ND', [1]],
      ['SUN, MAR 3RD', [2]],
    ]);
  });

  it('gives no groups for no matches', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});
