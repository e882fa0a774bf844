import { describe, expect, it } from 'vitest';
import { BADGES, badgeCatalogue, badgeIconUrl } from './catalogue';
import { awardLabel, hasMonthEnded, monthDays, monthLabel, monthOf, monthsBetween } from './labels';

describe('months (UTC)', () => {
  it('takes the month of a moment in UTC, whatever the local zone', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    // 00:30 on 1 December in Paris is still November in UTC.
    expect(monthOf(new Date('2026-12-01T00:30:00+01:00'))).toBe('2026-11');
  });

  it('knows the first and last day of a month, leap years included', () => {
    expect(monthDays('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('lists months across a new year', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2027-02', '2026-11')).toEqual([]);
  });

  it('counts a month as ended from the first instant of the next one', () => {
    expect(hasMonthEnded('2026-11', new Date('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(hasMonthEnded('2026-11', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('writes a month as its English name and year', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(() => monthLabel('2026-13')).toThrow(RangeError);
  });
});

describe('award labels (spec §2)', () => {
  it('shows month and year for ranked badges, a round or a rank otherwise', () => {
    expect(awardLabel('monthly-second', { month: '2026-11', round: null, rank: 2 })).toBe('November 2026');
    expect(awardLabel('round-winner', { month: null, round: 7, rank: null })).toBe('Round 7');
    expect(awardLabel('streak-5', { month: null, round: 10, rank: null })).toBe('Round 10');
    expect(awardLabel('top-10', { month: null, round: 4, rank: 8 })).toBe('Rank 8');
  });
});

describe('the catalogue', () => {
  it('names every badge once, ranks only the monthly ones, and points at its icon', () => {
    expect(badgeCatalogue.map((badge) => badge.id)).toHaveLength(9);
    expect(new Set(badgeCatalogue.map((badge) => badge.name)).size).toBe(9);
    expect(badgeCatalogue.filter((badge) => badge.isRanked).map((badge) => [badge.id, badge.place])).toEqual([
      ['monthly-first', 1],
      ['monthly-second', 2],
      ['monthly-third', 3],
    ]);
    expect(BADGES['number-one'].rankThreshold).toBe(1);
    expect(badgeIconUrl('top-10')).toBe('/badges/top-10.svg');
  });
});
